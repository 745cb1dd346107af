/** The Help page's section on trading safely, which every scam notice links to. */
export const SAFE_TRADING_SECTION_ID = 'safe-trading';
export const SAFE_TRADING_PATH = `/help#${SAFE_TRADING_SECTION_ID}`;
