/**
 * English words a Cebuano (Binisaya) screen shows as they are, on purpose (issue 24: "keep
 * the English and Taglish words they use every day rather than coined ones";
 * docs/cebuano-glossary.md). parity.test.ts allows a Cebuano value equal to the English one
 * only when it is one of these, or has no word at all (placeholders, numbers, symbols).
 */
export const KEPT_IN_ENGLISH: ReadonlySet<string> = new Set([
  // Names: the app's own, the other languages in the menu (each in its own tongue), brands.
  'Palengke',
  '© {{year}} Palengke',
  'English',
  'Filipino',
  'Binisaya',
  'WhatsApp',
  'Messenger',
  // Everyday words in Cebu and Davao, as people type them on their phones.
  'Post',
  'Review',
  'Report',
  'Admin',
  'Chat',
  'Email',
  'Password',
  'Username',
  'Profile',
  'Account',
  'Home',
  'Feedback',
  'User',
  'Bug',
  'Screenshot',
  'Grid',
  'Log in',
  'Sign up',
  'Push notification',
  // How Cebuano speakers name the number their SIM has and the texts it gets (issue 37).
  'Mobile number',
  'SMS',
  // What the wallets' own screens and their users call it (issue 40): "QR pambayad" is not said.
  'Payment QR',
  // How a sale was paid, as every palengke says it.
  'Cash',
  // The distance's unit symbol (a post's units are said by core/src/units-display.ts).
  '{{km}} km',
  // A screen reader's role word, which Android's TalkBack reads in English in every locale.
  'carousel',
]);
