import "../shims/dirname.js";
console.log("cli");
