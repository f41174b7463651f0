// Lint zones of the server (apps/server). See docs/decisions/0020.
export default [];
