import { food } from './types';

/** Rice and grains, flour, sugar, noodles, beans and nuts. */
export const GRAINS = [
  food('rice', ['rice'], ['bigas'], ['bugas']),
  food('cooked-rice', ['cooked rice', 'steamed rice'], ['kanin'], ['kan-on']),
  food('glutinous-rice', ['glutinous rice', 'sticky rice'], ['malagkit'], ['pilit']),
  food('unhusked-rice', ['unhusked rice', 'palay'], ['palay'], ['humay']),
  food('corn', ['corn', 'maize'], ['mais'], ['mais']),
  food('oats', ['oats', 'oatmeal'], ['oats', 'oatmeal'], ['oats', 'oatmeal']),
  food('flour', ['flour'], ['harina'], ['harina']),
  food('sugar', ['sugar'], ['asukal'], ['asukar', 'asukal']),
  food('muscovado', ['muscovado'], ['muscovado', 'maskobado'], ['muscovado']),
  food('salt', ['salt'], ['asin'], ['asin']),
  food('mung-bean', ['mung bean', 'mongo bean'], ['munggo', 'monggo', 'mongo'], ['balatong']),
  food('peanut', ['peanut', 'groundnut'], ['mani'], ['mani']),
  food('cashew', ['cashew'], ['kasoy'], ['kasoy']),
  food('noodle', ['noodle'], ['pansit', 'pancit'], ['pansit', 'pancit']),
  food('rice-noodle', ['rice noodle', 'rice vermicelli'], ['bihon', 'bijon'], ['bihon']),
  food('glass-noodle', ['glass noodle', 'mung bean noodle'], ['sotanghon'], ['sotanghon']),
  food('misua', ['misua', 'wheat vermicelli'], ['misua', 'miswa'], ['misua', 'miswa']),
  food('cornstarch', ['cornstarch', 'corn starch'], ['gawgaw'], ['gawgaw']),
  food('tapioca-pearl', ['tapioca pearl', 'sago'], ['sago'], ['sago']),
  food('bread-crumb', ['bread crumb', 'breadcrumb'], ['bread crumbs'], ['bread crumbs']),
];
