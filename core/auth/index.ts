// The site's access token: obtaining, reusing and replacing it, and the errors that flow reports.
export * from './access-token';
export * from './auth.errors';
