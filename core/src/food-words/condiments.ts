import { food } from './types';

/** Condiments, sauces, oils and sweeteners. */
export const CONDIMENTS = [
  food('soy-sauce', ['soy sauce'], ['toyo'], ['toyo']),
  food('vinegar', ['vinegar'], ['suka'], ['suka']),
  food('fish-sauce', ['fish sauce'], ['patis'], ['patis']),
  food(
    'shrimp-paste',
    ['shrimp paste', 'fermented fish paste'],
    ['bagoong', 'alamang'],
    ['ginamos', 'bagoong'],
  ),
  food('oyster-sauce', ['oyster sauce'], ['oyster sauce'], ['oyster sauce']),
  food(
    'banana-ketchup',
    ['banana ketchup', 'banana catsup'],
    ['banana ketchup', 'banana catsup'],
    ['banana ketchup'],
  ),
  food('ketchup', ['ketchup', 'catsup'], ['ketsap', 'catsup'], ['ketchup', 'catsup']),
  food('mayonnaise', ['mayonnaise'], ['mayonesa'], ['mayonnaise']),
  food('cooking-oil', ['cooking oil', 'oil'], ['mantika'], ['mantika']),
  food('peanut-butter', ['peanut butter'], ['peanut butter'], ['peanut butter']),
  food('coconut-milk', ['coconut milk', 'coconut cream'], ['gata'], ['gata']),
  food('honey', ['honey'], ['pulot-pukyutan', 'honey'], ['dugos']),
  food('atchara', ['pickled papaya'], ['atsara', 'atchara', 'achara'], ['atsara', 'atchara']),
  food('msg', ['msg', 'monosodium glutamate'], ['vetsin'], ['vetsin']),
  food('annatto', ['annatto'], ['atsuete', 'achuete'], ['atsuete', 'achuete']),
  food('jam', ['jam'], ['jam'], ['jam']),
  food('lechon-sauce', ['lechon sauce', 'liver sauce'], ['sarsa ng lechon'], ['lechon sauce']),
  food('chili-garlic', ['chili garlic', 'chili garlic sauce'], ['chili garlic'], ['chili garlic']),
  food('sweet-chili-sauce', ['sweet chili sauce'], ['sweet chili sauce'], ['sweet chili sauce']),
  food('hot-sauce', ['hot sauce'], ['hot sauce'], ['hot sauce']),
  food(
    'palm-sugar',
    ['coconut sugar', 'palm sugar'],
    ['panutsa', 'panocha'],
    ['panutsa', 'panocha'],
  ),
  food('latik', ['latik'], ['latik'], ['latik']),
];
