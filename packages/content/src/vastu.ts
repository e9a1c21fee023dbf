import type { Bilingual } from './types';

/** The 16 directions of the Vastu compass, clockwise from north. */
export const DIRECTION_KEYS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;

export type DirectionKey = (typeof DIRECTION_KEYS)[number];

/** Width of one of the 16 zones, in degrees. */
export const ZONE_WIDTH = 360 / 16;

export interface VastuDirection {
  key: DirectionKey;
  /** Centre of the zone in degrees clockwise from magnetic north. */
  degrees: number;
  /** Abbreviation shown on the dial (उ, ई, पू … in Hindi). */
  short: Bilingual;
  name: Bilingual;
}

const dir = (key: DirectionKey, i: number, shortHi: string, en: string, hi: string): VastuDirection => ({
  key,
  degrees: i * ZONE_WIDTH,
  short: { en: key, hi: shortHi },
  name: { en, hi },
});

/**
 * The 16 directions. Hindi uses the names of the eight main directions of Vastu (ईशान for the
 * north-east, आग्नेय south-east, नैऋत्य south-west, वायव्य north-west); the eight in-between
 * zones are named after the two directions they lie between, the nearer main one first.
 */
export const VASTU_DIRECTIONS: readonly VastuDirection[] = [
  dir('N', 0, 'उ', 'North', 'उत्तर'),
  dir('NNE', 1, 'उ-ई', 'North-northeast', 'उत्तर-ईशान'),
  dir('NE', 2, 'ई', 'Northeast', 'ईशान'),
  dir('ENE', 3, 'पू-ई', 'East-northeast', 'पूर्व-ईशान'),
  dir('E', 4, 'पू', 'East', 'पूर्व'),
  dir('ESE', 5, 'पू-आ', 'East-southeast', 'पूर्व-आग्नेय'),
  dir('SE', 6, 'आ', 'Southeast', 'आग्नेय'),
  dir('SSE', 7, 'द-आ', 'South-southeast', 'दक्षिण-आग्नेय'),
  dir('S', 8, 'द', 'South', 'दक्षिण'),
  dir('SSW', 9, 'द-नै', 'South-southwest', 'दक्षिण-नैऋत्य'),
  dir('SW', 10, 'नै', 'Southwest', 'नैऋत्य'),
  dir('WSW', 11, 'प-नै', 'West-southwest', 'पश्चिम-नैऋत्य'),
  dir('W', 12, 'प', 'West', 'पश्चिम'),
  dir('WNW', 13, 'प-वा', 'West-northwest', 'पश्चिम-वायव्य'),
  dir('NW', 14, 'वा', 'Northwest', 'वायव्य'),
  dir('NNW', 15, 'उ-वा', 'North-northwest', 'उत्तर-वायव्य'),
];

/** Normalises any angle in degrees to [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d + 0; // `+ 0` turns -0 into 0
}

/**
 * The zone a compass heading (degrees clockwise from north) falls in. Zones are 22.5° wide and
 * centred on their direction, so the boundaries lie at 11.25°, 33.75°, … : north covers
 * [348.75°, 11.25°), north-northeast [11.25°, 33.75°) and so on. A boundary belongs to the zone
 * clockwise of it.
 */
export function directionIndex(heading: number): number {
  return Math.floor((normalizeDegrees(heading) + ZONE_WIDTH / 2) / ZONE_WIDTH) % 16;
}

export function directionOf(heading: number): VastuDirection {
  return VASTU_DIRECTIONS[directionIndex(heading)] as VastuDirection;
}

export type VastuVerdict = 'good' | 'okay' | 'bad';

export type VastuRoomKey =
  | 'main-entrance'
  | 'kitchen'
  | 'master-bedroom'
  | 'children-room'
  | 'puja-room'
  | 'study'
  | 'toilet'
  | 'living-room'
  | 'staircase'
  | 'locker'
  | 'guest-room'
  | 'water-tank';

export interface VastuRoom {
  key: VastuRoomKey;
  label: Bilingual;
  /** Why the zones are coloured as they are, and what to do when the room is in a red zone. */
  rule: Bilingual;
  /** Verdict for each of the 16 zones, keyed by direction. */
  zones: Record<DirectionKey, VastuVerdict>;
}

/** Builds a complete zone table: every direction not listed as good or bad is okay. */
function zones(good: readonly DirectionKey[], bad: readonly DirectionKey[]): Record<DirectionKey, VastuVerdict> {
  const table = {} as Record<DirectionKey, VastuVerdict>;
  for (const key of DIRECTION_KEYS) {
    table[key] = good.includes(key) ? 'good' : bad.includes(key) ? 'bad' : 'okay';
  }
  return table;
}

/**
 * The rooms and purposes the compass colours zones for. The verdicts follow widely taught
 * Vastu Shastra guidance on the 16 zones (the north-east for water and worship, the south-east
 * for fire, the south-west for weight and the head of the family, the north-west for movement);
 * schools differ on details, which the rules say where it matters.
 */
export const VASTU_ROOMS: readonly VastuRoom[] = [
  {
    key: 'main-entrance',
    label: { en: 'Main entrance', hi: 'मुख्य द्वार' },
    rule: {
      en: 'The main door is where energy and people enter the home. Doors in the north, north-east and east let in the morning light and are considered the most welcoming. South-west and south-east doors are traditionally avoided; if yours is there, keep the threshold clean and well lit, and place a solid nameplate and a doormat outside.',
      hi: 'मुख्य द्वार से ही ऊर्जा और लोग घर में आते हैं। उत्तर, ईशान और पूर्व के दरवाज़े सुबह की रोशनी भीतर लाते हैं और सबसे शुभ माने जाते हैं। नैऋत्य और आग्नेय के द्वार परंपरा में टाले जाते हैं; अगर आपका द्वार वहाँ है, तो देहरी साफ़ और रोशन रखें, बाहर मज़बूत नाम-पट्टिका और पायदान लगाएँ।',
    },
    zones: zones(['N', 'NNE', 'NE', 'ENE', 'E'], ['SE', 'SSE', 'SSW', 'SW', 'WSW']),
  },
  {
    key: 'kitchen',
    label: { en: 'Kitchen', hi: 'रसोई' },
    rule: {
      en: 'The south-east (आग्नेय) is the zone of Agni, the fire element, so it is the first choice for the kitchen, ideally with the cook facing east. The north-west is the accepted alternative. A kitchen in the north-east or south-west is avoided: the first is the zone of water and worship, the second of stability.',
      hi: 'आग्नेय कोण अग्नि तत्व का क्षेत्र है, इसलिए रसोई के लिए यह पहली पसंद है; खाना बनाते समय मुँह पूर्व की ओर हो तो और अच्छा। वायव्य कोण स्वीकार्य विकल्प है। ईशान या नैऋत्य में रसोई से बचा जाता है: पहला जल और पूजा का क्षेत्र है, दूसरा स्थिरता का।',
    },
    zones: zones(['ESE', 'SE', 'SSE'], ['N', 'NNE', 'NE', 'ENE', 'SSW', 'SW', 'WSW']),
  },
  {
    key: 'master-bedroom',
    label: { en: 'Master bedroom', hi: 'मुख्य शयनकक्ष' },
    rule: {
      en: 'The south-west (नैऋत्य) is the zone of earth and stability, so the head of the family sleeps best there, with the head towards the south. Bedrooms in the north-east or south-east are avoided: the north-east should stay light and open, and the fire of the south-east is linked with restlessness and quarrels.',
      hi: 'नैऋत्य कोण पृथ्वी तत्व और स्थिरता का क्षेत्र है, इसलिए घर के मुखिया के लिए वहाँ सोना सबसे अच्छा है, सिर दक्षिण की ओर रखकर। ईशान या आग्नेय में शयनकक्ष से बचें: ईशान हल्का और खुला रहना चाहिए, और आग्नेय की अग्नि बेचैनी और कलह से जोड़ी जाती है।',
    },
    zones: zones(['S', 'SSW', 'SW', 'WSW'], ['NNE', 'NE', 'ENE', 'ESE', 'SE', 'SSE']),
  },
  {
    key: 'children-room',
    label: { en: "Children's room", hi: 'बच्चों का कमरा' },
    rule: {
      en: 'The west and north-west suit children: the west supports learning and results, the north-west movement and growth. The east, with its morning light, is also good. Keep children out of the south-west, which belongs to the head of the family, and away from the fire zone of the south-east.',
      hi: 'पश्चिम और वायव्य दिशा बच्चों के लिए अनुकूल हैं: पश्चिम पढ़ाई और परिणाम में सहायक है, वायव्य गति और विकास में। सुबह की रोशनी वाली पूर्व दिशा भी अच्छी है। बच्चों का कमरा नैऋत्य में न रखें, जो घर के मुखिया का स्थान है, और आग्नेय के अग्नि क्षेत्र से भी दूर रखें।',
    },
    zones: zones(['E', 'W', 'WNW', 'NW'], ['SE', 'SSE', 'SSW', 'SW']),
  },
  {
    key: 'puja-room',
    label: { en: 'Puja room', hi: 'पूजा घर' },
    rule: {
      en: 'The north-east (ईशान) is the most sacred zone and the best place for the puja room, with the person praying facing east or north. The east and north are also good. Never place the mandir in the south or south-west, under a staircase, or sharing a wall with a toilet.',
      hi: 'ईशान कोण सबसे पवित्र क्षेत्र है और पूजा घर के लिए सबसे उत्तम स्थान है; पूजा करते समय मुँह पूर्व या उत्तर की ओर हो। पूर्व और उत्तर भी अच्छे हैं। मंदिर को कभी दक्षिण या नैऋत्य में, सीढ़ियों के नीचे, या शौचालय से सटी दीवार पर न रखें।',
    },
    zones: zones(['N', 'NNE', 'NE', 'ENE', 'E'], ['SE', 'SSE', 'S', 'SSW', 'SW', 'WSW']),
  },
  {
    key: 'study',
    label: { en: 'Study', hi: 'अध्ययन कक्ष' },
    rule: {
      en: 'The east and north-east bring clarity, and the west-south-west is the traditional zone of education and learning, so these are the best places for a study table. Sit facing east or north while studying. The south-east and north-west are restless zones for study.',
      hi: 'पूर्व और ईशान स्पष्टता लाते हैं, और पश्चिम-नैऋत्य परंपरा में शिक्षा और विद्या का क्षेत्र है, इसलिए पढ़ाई की मेज़ के लिए ये सबसे अच्छे स्थान हैं। पढ़ते समय मुँह पूर्व या उत्तर की ओर रखें। आग्नेय और वायव्य पढ़ाई के लिए अस्थिर क्षेत्र माने जाते हैं।',
    },
    zones: zones(['N', 'NE', 'ENE', 'E', 'WSW'], ['SE', 'SSE', 'SSW', 'NW']),
  },
  {
    key: 'toilet',
    label: { en: 'Toilet', hi: 'शौचालय' },
    rule: {
      en: 'Toilets belong to the zones of letting go: the south-south-west, west-north-west and east-south-east. The north-east, the centre of the house and the south-west must never have a toilet. If one already does, keep it spotless, the door closed and the lid down.',
      hi: 'शौचालय त्याग के क्षेत्रों में होने चाहिए: दक्षिण-नैऋत्य, पश्चिम-वायव्य और पूर्व-आग्नेय। ईशान, घर के बीच के भाग (ब्रह्मस्थान) और नैऋत्य में शौचालय कभी नहीं होना चाहिए। अगर पहले से है, तो उसे बिल्कुल साफ़ रखें, दरवाज़ा बंद और ढक्कन नीचे रखें।',
    },
    zones: zones(['ESE', 'SSW', 'WNW'], ['N', 'NNE', 'NE', 'ENE', 'E', 'SW']),
  },
  {
    key: 'living-room',
    label: { en: 'Living room', hi: 'बैठक' },
    rule: {
      en: 'The north, north-east and east are open, light zones that suit the room where the family meets and guests are received. The north-west, the zone of movement and relationships, is also good. Heavy sofas go along the south and west walls; keep the north-east corner clutter-free.',
      hi: 'उत्तर, ईशान और पूर्व खुले और हल्के क्षेत्र हैं, जो उस कमरे के लिए उपयुक्त हैं जहाँ परिवार मिलता है और मेहमानों का स्वागत होता है। गति और संबंधों का क्षेत्र वायव्य भी अच्छा है। भारी सोफ़े दक्षिण और पश्चिम की दीवारों के साथ रखें; ईशान कोना ख़ाली और साफ़ रखें।',
    },
    zones: zones(['N', 'NNE', 'NE', 'ENE', 'E', 'NW'], ['SE', 'SSE', 'SSW']),
  },
  {
    key: 'staircase',
    label: { en: 'Staircase', hi: 'सीढ़ियाँ' },
    rule: {
      en: 'A staircase is heavy, so it belongs in the south, south-west or west, climbing clockwise. It should never be in the north-east, which must stay light, or in the centre of the house. Avoid using the space under the stairs for a puja room or a locker.',
      hi: 'सीढ़ियाँ भारी होती हैं, इसलिए दक्षिण, नैऋत्य या पश्चिम में होनी चाहिए और घड़ी की दिशा में ऊपर चढ़नी चाहिए। ईशान में, जो हल्का रहना चाहिए, या घर के बीच में सीढ़ियाँ कभी न बनाएँ। सीढ़ियों के नीचे पूजा स्थान या तिजोरी न रखें।',
    },
    zones: zones(['S', 'SSW', 'SW', 'WSW', 'W'], ['N', 'NNE', 'NE', 'ENE', 'E']),
  },
  {
    key: 'locker',
    label: { en: 'Locker / cash', hi: 'तिजोरी / नकदी' },
    rule: {
      en: 'The north is the zone of Kubera, the keeper of wealth. The classic placement is a locker against the south or south-west wall so that it opens towards the north. Avoid the north-east and the south-east, and the north-west, where money is said not to stay.',
      hi: 'उत्तर दिशा धन के रक्षक कुबेर की दिशा है। पारंपरिक नियम है कि तिजोरी दक्षिण या नैऋत्य की दीवार से सटाकर रखें ताकि वह उत्तर की ओर खुले। ईशान, आग्नेय और वायव्य में तिजोरी रखने से बचें; माना जाता है कि वायव्य में धन टिकता नहीं।',
    },
    zones: zones(['N', 'S', 'SSW', 'SW', 'WSW'], ['NE', 'ENE', 'ESE', 'SE', 'SSE', 'WNW', 'NW']),
  },
  {
    key: 'guest-room',
    label: { en: 'Guest room', hi: 'अतिथि कक्ष' },
    rule: {
      en: 'The north-west (वायव्य) is ruled by Vayu, the air element, which keeps things moving, so guests stay comfortably and for a short time. Do not give guests the south-west room, which belongs to the head of the family, or a room in the north-east.',
      hi: 'वायव्य कोण वायु तत्व का क्षेत्र है, जो चीज़ों को गतिशील रखता है, इसलिए मेहमान आराम से और थोड़े समय के लिए रुकते हैं। मेहमानों को नैऋत्य का कमरा न दें, जो घर के मुखिया का है, और न ही ईशान का कमरा।',
    },
    zones: zones(['W', 'WNW', 'NW', 'NNW'], ['NE', 'SSW', 'SW']),
  },
  {
    key: 'water-tank',
    label: { en: 'Underground water tank / borewell', hi: 'भूमिगत पानी की टंकी / बोरवेल' },
    rule: {
      en: 'Underground water, such as a sump, well or borewell, belongs in the north-east, north or east, the zones of the water element. Never dig it in the south-east, south or south-west. An overhead tank is the opposite case: being heavy, it goes on the south-west or west of the roof.',
      hi: 'ज़मीन के नीचे का पानी, जैसे टंकी, कुआँ या बोरवेल, ईशान, उत्तर या पूर्व में होना चाहिए, जो जल तत्व के क्षेत्र हैं। इसे आग्नेय, दक्षिण या नैऋत्य में कभी न खुदवाएँ। छत पर रखी टंकी का नियम उल्टा है: भारी होने के कारण वह छत के नैऋत्य या पश्चिम भाग में रखी जाती है।',
    },
    zones: zones(['N', 'NNE', 'NE', 'ENE', 'E'], ['SE', 'SSE', 'S', 'SSW', 'SW', 'WSW']),
  },
];

export function vastuRoom(key: string): VastuRoom | undefined {
  return VASTU_ROOMS.find((r) => r.key === key);
}
