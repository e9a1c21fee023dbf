import type { BirthRequest } from '@drishti/contracts/astrology';
import { matchAnswer } from '@drishti/engine/answers';
import { birthOfRequest } from './birth';

/** Ashtakoota matching with manglik status of both and the conclusion (engine CLI `match` answer). */
export function matchReport(boy: BirthRequest, girl: BirthRequest) {
  return matchAnswer(birthOfRequest(boy, 'boy.'), birthOfRequest(girl, 'girl.'));
}
