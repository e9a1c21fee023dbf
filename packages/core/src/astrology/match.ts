import type { BirthRequest } from '@drishti/contracts/astrology';
import { matchAnswer } from '@drishti/engine/answers';
import { toEngineBirth } from './birth';

/** Ashtakoota matching with manglik status of both and the conclusion (engine CLI `match` answer). */
export function matchReport(boy: BirthRequest, girl: BirthRequest) {
  return matchAnswer(toEngineBirth(boy, 'boy.'), toEngineBirth(girl, 'girl.'));
}
