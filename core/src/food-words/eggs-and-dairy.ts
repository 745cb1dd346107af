import { food } from './types';

export const EGGS_AND_DAIRY = [
  food('egg', ['egg'], ['itlog'], ['itlog']),
  food(
    'salted-egg',
    ['salted egg', 'red egg'],
    ['itlog na maalat', 'itlog na pula', 'itlog maalat'],
    ['itlog nga parat'],
  ),
  food(
    'duck-egg',
    ['duck egg'],
    ['itlog ng pato', 'itlog ng itik'],
    ['itlog sa itik', 'itlog sa pato'],
  ),
  food('quail-egg', ['quail egg'], ['itlog ng pugo'], ['itlog sa pugo']),
  food('balut', ['balut'], ['balut'], ['balut']),
  food('penoy', ['penoy'], ['penoy'], ['penoy']),
  food(
    'kwek-kwek',
    ['kwek-kwek', 'tokneneng'],
    ['kwek-kwek', 'tokneneng'],
    ['kwek-kwek', 'tokneneng'],
  ),
  food('milk', ['milk'], ['gatas'], ['gatas']),
  food('carabao-milk', ['carabao milk', 'buffalo milk'], ['gatas ng kalabaw'], ['gatas sa kabaw']),
  food('cheese', ['cheese'], ['keso'], ['keso']),
  food('white-cheese', ['white cheese', 'carabao cheese'], ['kesong puti'], ['kesong puti']),
  food('butter', ['butter'], ['mantikilya'], ['mantekilya', 'mantikilya']),
  food('yogurt', ['yogurt', 'yoghurt'], ['yogurt'], ['yogurt']),
  food('condensed-milk', ['condensed milk'], ['kondensada'], ['kondensada']),
  food('evaporated-milk', ['evaporated milk'], ['evap', 'evaporada'], ['evap', 'evaporada']),
];
