export * from './error-code';
export * from './error-message';
export * from './messages';
