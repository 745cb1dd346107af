/**
 * A post's rules (SPEC §4, §6) are shared with the web app, which draws the seller's own tools
 * from them before its signed-in answer arrives (core/src/post-policy.ts).
 */
export * from '@core/post-policy';
