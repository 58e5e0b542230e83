// Preloaded into servers run with --cpu-prof: Node writes the profile only on a normal exit.
process.on("SIGTERM", () => process.exit(0));
