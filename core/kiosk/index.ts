// The in-restaurant kiosk's rules: when it warns and when it starts again after a diner walks away.
export { IdleWatch, idleSettings, idleState, isIdleSeconds, type IdleSettings, type IdleState } from './idle-policy';
