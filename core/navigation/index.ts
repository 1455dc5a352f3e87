// Navigation rules the server and the browser share: redirects and the reload after a failed chunk.
export * from './url-policy';
export * from './chunk-reload-policy';
