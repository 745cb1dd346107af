import { food } from './types';

export const DRINKS = [
  food('coffee', ['coffee'], ['kape'], ['kape']),
  food('tea', ['tea'], ['tsaa'], ['tsa']),
  food('ginger-tea', ['ginger tea'], ['salabat'], ['salabat']),
  food('water', ['water', 'drinking water'], ['tubig'], ['tubig']),
  food('coconut-wine', ['coconut wine', 'palm wine'], ['tuba'], ['tuba']),
  food('lambanog', ['lambanog'], ['lambanog'], ['lambanog']),
  food('juice', ['juice'], ['juice', 'dyus'], ['juice']),
  food('soft-drink', ['soft drink', 'soda'], ['softdrinks'], ['softdrinks']),
  food('beer', ['beer'], ['serbesa'], ['beer']),
  food(
    'sagot-gulaman',
    ["sago't gulaman", 'sago at gulaman'],
    ["sago't gulaman"],
    ["sago't gulaman"],
  ),
  food('gulaman', ['gelatin', 'agar'], ['gulaman'], ['gulaman']),
  food('milk-tea', ['milk tea'], ['milk tea'], ['milk tea']),
  food(
    'hot-chocolate',
    ['hot chocolate', 'chocolate drink'],
    ['tsokolate'],
    ['sikwate', 'tsokolate'],
  ),
  food('tablea', ['cacao tablet'], ['tablea', 'tabliya'], ['tablea', 'tablia']),
  food(
    'buko-juice',
    ['coconut juice', 'coconut water', 'buko juice'],
    ['buko juice'],
    ['buko juice'],
  ),
  food(
    'calamansi-juice',
    ['calamansi juice'],
    ['calamansi juice', 'kalamansi juice'],
    ['calamansi juice'],
  ),
  food('shake', ['shake', 'smoothie'], ['shake'], ['shake']),
  food('wine', ['wine'], ['alak', 'wine'], ['wine']),
];
