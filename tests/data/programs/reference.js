// reference.js N REFS - a correct program: prints the reference for N.
const fs = require("fs");
process.stdout.write(fs.readFileSync(
    process.argv[3] + "/ref_" + process.argv[2] + ".cnf", "utf8"));
