import "../shims/dirname.js";
import { run } from "./main.js";

void run();
