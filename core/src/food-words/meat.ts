import { food } from './types';

/** Meat and poultry, fresh and cured. */
export const MEAT = [
  food('meat', ['meat'], ['karne'], ['karne']),
  food('pork', ['pork'], ['baboy'], ['baboy']),
  food('beef', ['beef'], ['baka'], ['baka']),
  food('chicken', ['chicken'], ['manok'], ['manok']),
  food('goat', ['goat', 'goat meat', 'chevon'], ['kambing'], ['kanding']),
  food('carabao-meat', ['carabao meat', 'carabeef'], ['karne ng kalabaw'], ['karne sa kabaw']),
  food('duck', ['duck'], ['pato', 'itik'], ['pato', 'itik']),
  food('liver', ['liver'], ['atay'], ['atay']),
  food('pork-belly', ['pork belly'], ['liempo', 'liyempo'], ['liempo']),
  food('ground-meat', ['ground meat', 'minced meat', 'ground pork'], ['giniling'], ['giniling']),
  food(
    'longganisa',
    ['longganisa'],
    ['longganisa', 'longganiza', 'longanisa'],
    ['longganisa', 'longganiza', 'longanisa'],
  ),
  food('tocino', ['tocino', 'sweet cured pork'], ['tocino', 'tosino'], ['tocino', 'tosino']),
  food('tapa', ['tapa', 'cured beef'], ['tapa'], ['tapa']),
  food('ham', ['ham'], ['hamon', 'jamon'], ['hamon', 'jamon']),
  food('bacon', ['bacon'], ['bacon'], ['bacon']),
  food('hotdog', ['hotdog', 'hot dog'], ['hotdog'], ['hotdog']),
  food('corned-beef', ['corned beef'], ['kornbip'], ['kornbip']),
  food(
    'chicharon',
    ['pork rind', 'chicharron', 'crackling'],
    ['chicharon', 'tsitsaron', 'sitsaron'],
    ['chicharon', 'sitsaron'],
  ),
  food('lechon', ['lechon', 'roast pig'], ['lechon', 'litson'], ['lechon', 'litson']),
  food('chicken-feet', ['chicken feet'], ['adidas'], ['adidas']),
  food('isaw', ['isaw', 'grilled intestine'], ['isaw'], ['isaw']),
  food('embutido', ['embutido', 'meatloaf'], ['embutido'], ['embutido']),
  food('chorizo', ['chorizo'], ['chorizo'], ['chorizo']),
];
