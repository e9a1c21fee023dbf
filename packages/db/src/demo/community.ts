/**
 * The demo community: a few posts in every topic, in English and Hindi, all by the demo account
 * (handle DEMO_MEMBER, shown with a "Demo post" label), so that a fresh demo start does not open on
 * an empty forum. Loaded only with the demo data (never in production mode without DRISHTI_DEMO=1).
 */
export interface DemoCommunityPost {
  topic: 'exam' | 'relationship' | 'career' | 'depression';
  body: string;
  /** How long before the demo data was loaded it was posted. */
  hoursAgo: number;
}

export const demoCommunityPosts: readonly DemoCommunityPost[] = [
  {
    topic: 'exam',
    hoursAgo: 3,
    body: 'My board exams start in three weeks and I keep jumping between subjects. Did a fixed timetable help anyone here? I am thinking of two subjects a day and one hour of revision at night.',
  },
  {
    topic: 'exam',
    hoursAgo: 11,
    body: 'बारहवीं के प्री-बोर्ड में गणित में नंबर कम आए। मुख्य परीक्षा में दो महीने बचे हैं। रोज़ कितने घंटे पढ़ना ठीक रहेगा, ताकि थकान भी न हो?',
  },
  {
    topic: 'exam',
    hoursAgo: 26,
    body: 'Someone told me my exam week is "not a good time" in my chart. I have prepared for a whole year. How do you keep talk like that out of your head?',
  },
  {
    topic: 'exam',
    hoursAgo: 40,
    body: 'परीक्षा से पहले की रात मुझे नींद नहीं आती। आप लोग आख़िरी दिन क्या करते हैं — दोहराते हैं या आराम करते हैं?',
  },
  {
    topic: 'relationship',
    hoursAgo: 5,
    body: 'My parents want me to meet someone whose kundali matched well, but we have very different ideas about where to live after marriage. How much should the match count against simply talking things through?',
  },
  {
    topic: 'relationship',
    hoursAgo: 14,
    body: 'शादी की बात चल रही है और घरवाले गुण मिलान पर ज़ोर दे रहे हैं। क्या किसी ने गुणों के साथ-साथ आपसी बातचीत को भी उतनी ही अहमियत दी? अपना अनुभव बताइए।',
  },
  {
    topic: 'relationship',
    hoursAgo: 30,
    body: 'My best friend and I have not spoken for a month after a silly argument. I want to message first but do not know how to start. What words worked for you?',
  },
  {
    topic: 'relationship',
    hoursAgo: 52,
    body: 'पति के साथ छोटी-छोटी बातों पर बहस बढ़ गई है। हम दोनों काम से थके हुए लौटते हैं। शांत रहकर बात करने के लिए आप क्या करते हैं?',
  },
  {
    topic: 'career',
    hoursAgo: 2,
    body: 'Two years into an IT job, I want to move to teaching, and the pay will drop. Has anyone here made a switch like this? What helped you decide?',
  },
  {
    topic: 'career',
    hoursAgo: 9,
    body: 'सरकारी नौकरी की तैयारी का यह तीसरा साल है। घरवाले अब निजी नौकरी करने को कह रहे हैं। एक साल और दूँ या नहीं — आपने ऐसे में कैसे फ़ैसला किया?',
  },
  {
    topic: 'career',
    hoursAgo: 22,
    body: 'I have an interview next Monday after six months of looking. Any tips for staying calm in the first five minutes?',
  },
  {
    topic: 'career',
    hoursAgo: 45,
    body: 'कपड़ों का छोटा-सा काम शुरू करना चाहती हूँ, पर डर लगता है कि नौकरी छोड़ना ग़लती न हो। क्या पहले नौकरी के साथ-साथ शुरुआत करना ठीक रहेगा?',
  },
  {
    topic: 'depression',
    hoursAgo: 4,
    body: 'Lately I wake up tired even after eight hours of sleep, and nothing feels interesting. Walking in the evening helps a little. I am thinking of talking to a counsellor too. Has that helped anyone?',
  },
  {
    topic: 'depression',
    hoursAgo: 16,
    body: 'कुछ हफ़्तों से मन बहुत भारी रहता है और किसी काम में मन नहीं लगता। घर पर किसी से कहना मुश्किल लगता है। आपने पहली बार किससे और कैसे बात की?',
  },
  {
    topic: 'depression',
    hoursAgo: 33,
    body: 'Moving to a new city for work has been lonelier than I expected, and weekends are the hardest. How did you find people to talk to?',
  },
  {
    topic: 'depression',
    hoursAgo: 60,
    body: 'सुबह दस मिनट धूप में बैठना और फ़ोन कम देखना मुझे थोड़ा हल्का महसूस कराता है। आप लोगों को किस चीज़ से मदद मिलती है?',
  },
];
