// Framework-free code shared by the web app and the server.
// Import a module by subpath (`@quietdesk/core/api/health`) to keep bundles small;
// this barrel exists for convenience in tests and scripts.
export const PRODUCT_NAME = 'Quietdesk';
