import { addEnglish } from '../../i18n';
import english from './i18n.frame.en.json';

// The feed's Map choice and the map's frame (its count, loading line and notes), drawn by the
// home page: a few words apart from the map's own, which come with its code when it opens.
addEnglish(english);
