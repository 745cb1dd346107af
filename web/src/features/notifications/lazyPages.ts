import { lazyPage } from '../../ui/lazyPage';

// Opened only from an email's link: not worth a byte of the home page's first load.
export const UnsubscribePage = lazyPage(() =>
  import('./UnsubscribePage').then((module) => module.UnsubscribePage),
);
