/** The list of sellers one follows (issue 39). */
export const SUKI_PATH = '/suki';
/** The feed filtered to them ("From my suki"). */
export const SUKI_FEED_PATH = '/?suki=1';
