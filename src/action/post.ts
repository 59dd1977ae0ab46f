import "../shims/dirname.js";
import Docker from "dockerode";
void Docker;
