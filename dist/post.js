import "./post/index.js";
