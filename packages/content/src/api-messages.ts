import { COMMUNITY_API_MESSAGES_HI } from './api-messages-community';
import { REMINDERS_API_MESSAGES_HI } from './api-messages-reminders';
import { SUPPORT_API_MESSAGES_HI } from './api-messages-support';
import { ACCOUNT_API_MESSAGES_HI } from './api-messages-account';
import { BLOG_EDITOR_API_MESSAGES_HI } from './api-messages-blog-editor';
import { SECURITY_API_MESSAGES_HI } from './api-messages-security';
import { SMS_API_MESSAGES_HI } from './api-messages-sms';
import { HOROSCOPE_API_MESSAGES_HI } from './api-messages-horoscope';
import { LIVE_API_MESSAGES_HI } from './api-messages-live';
import { FOLLOW_API_MESSAGES_HI } from './api-messages-follow';
import { PDF_API_MESSAGES_HI } from './api-messages-pdf';
/**
 * The API's messages in Hindi. The API answers in English by default and in Hindi when the
 * request asks for it (`lang=hi`, the `x-lang` header, the site's locale cookie or
 * Accept-Language). Keys are the English texts; `{name}` stands for a number or word filled in.
 */
export const API_MESSAGES_HI: Readonly<Record<string, string>> = {
  ...COMMUNITY_API_MESSAGES_HI,
  ...REMINDERS_API_MESSAGES_HI,
  ...SUPPORT_API_MESSAGES_HI,
  ...ACCOUNT_API_MESSAGES_HI,
  ...BLOG_EDITOR_API_MESSAGES_HI,
  ...SECURITY_API_MESSAGES_HI,
  ...SMS_API_MESSAGES_HI,
  ...HOROSCOPE_API_MESSAGES_HI,
  ...LIVE_API_MESSAGES_HI,
  ...FOLLOW_API_MESSAGES_HI,
  ...PDF_API_MESSAGES_HI,
  // Generic
  'Something went wrong!': 'कुछ ग़लत हो गया!',
  'Invalid request': 'अनुरोध मान्य नहीं है',
  'Invalid value': 'यह मान मान्य नहीं है',
  'Too many requests. Please try again later.': 'बहुत अधिक अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Not found': 'नहीं मिला',
  'Please sign in to continue.': 'आगे बढ़ने के लिए कृपया साइन इन करें।',
  'You do not have access to this.': 'आपको इसकी अनुमति नहीं है।',
  'Cross-site requests are not allowed.': 'दूसरी साइटों से अनुरोध स्वीकार नहीं किए जाते।',

  // Phone, OTP and the app link
  'Please enter valid mobile!': 'कृपया सही मोबाइल नंबर दर्ज करें!',
  'Sent, Please check your phone!': 'भेज दिया गया, कृपया अपना फ़ोन देखें!',
  'Thank you! We will get in touch soon.': 'धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
  'Invalid country code': 'देश का कोड मान्य नहीं है',
  'Too many codes requested for this number today. Please try again tomorrow.':
    'इस नंबर के लिए आज बहुत अधिक कोड माँगे जा चुके हैं। कृपया कल फिर कोशिश करें।',
  'Too many requests from this network today. Please try again later.':
    'आज इस नेटवर्क से बहुत अधिक अनुरोध आए हैं। कृपया बाद में फिर कोशिश करें।',
  'Too many wrong codes. Please ask for a new code later.': 'बहुत बार ग़लत कोड डाला गया। कृपया कुछ देर बाद नया कोड माँगें।',
  'Too many wrong codes. Please try again later.': 'बहुत बार ग़लत कोड डाला गया। कृपया बाद में फिर कोशिश करें।',
  'The code is wrong or has expired. Please ask for a new one.':
    'कोड ग़लत है या उसकी समय-सीमा समाप्त हो गई है। कृपया नया कोड माँगें।',
  'Please wait {seconds} seconds before asking for a new code.': 'नया कोड माँगने से पहले कृपया {seconds} सेकंड रुकें।',
  'The code is wrong. {n} try left.': 'कोड ग़लत है। {n} प्रयास बाकी है।',
  'The code is wrong. {n} tries left.': 'कोड ग़लत है। {n} प्रयास बाकी हैं।',
  'Wrong or expired code': 'ग़लत या समय-सीमा समाप्त कोड',
  'The code has 6 digits': 'कोड में 6 अंक होते हैं',
  'The outbox is readable from this machine only.': 'यह आउटबॉक्स केवल इसी मशीन से पढ़ा जा सकता है।',

  // Forms
  'Choose a country code': 'देश का कोड चुनें',
  'Enter a country code of 1 to 4 digits': '1 से 4 अंकों का देश कोड दर्ज करें',
  'Enter a name': 'नाम दर्ज करें',
  'Enter your full name': 'अपना पूरा नाम दर्ज करें',
  'Not a real date': 'यह तारीख़ सही नहीं है',
  'Use YYYY-MM-DD': 'YYYY-MM-DD रूप में लिखें',
  'Use YYYY-MM-DD or YYYY-MM-DDTHH:mm': 'YYYY-MM-DD या YYYY-MM-DDTHH:mm रूप में लिखें',
  'Use HH:mm (24-hour)': 'HH:mm (24 घंटे) रूप में लिखें',
  'Choose the place of birth': 'जन्म स्थान चुनें',
  'Type at least 2 letters of the place': 'स्थान के कम से कम 2 अक्षर लिखें',
  'Type something to search': 'खोजने के लिए कुछ लिखें',
  'No time zone found for this place; send tzone.': 'इस स्थान का समय क्षेत्र नहीं मिला; tzone भेजें।',
  'A path on this site': 'इसी साइट का पता',
  'The return URL must be a path on this site.': 'लौटने का पता इसी साइट का होना चाहिए।',

  // Saved kundalis
  'No saved kundali with this id.': 'इस पहचान से कोई सहेजी हुई कुंडली नहीं है।',
  'Not a saved kundali id': 'यह सहेजी हुई कुंडली की पहचान नहीं है',
  'You can keep up to {n} saved kundalis. Delete one to add another.':
    'आप अधिकतम {n} कुंडलियाँ सहेज सकते हैं। नई जोड़ने के लिए कोई एक हटाएँ।',

  // Blog
  'This article does not exist.': 'यह लेख मौजूद नहीं है।',

  // Astrologer applications
  'Applicants must be at least 18 years old.': 'आवेदक की आयु कम से कम 18 वर्ष होनी चाहिए।',
  'Your application is already under review and can no longer be changed.':
    'आपका आवेदन समीक्षा में है और अब बदला नहीं जा सकता।',
  'Choose at least one skill': 'कम से कम एक कौशल चुनें',
  'Choose at least one language': 'कम से कम एक भाषा चुनें',
  'At least 5 coins per minute': 'कम से कम 5 सिक्के प्रति मिनट',
  'At most 500 coins per minute': 'अधिकतम 500 सिक्के प्रति मिनट',
  'Write at least 50 characters in English': 'अंग्रेज़ी में कम से कम 50 अक्षर लिखें',
  'Write at least 50 characters in Hindi': 'हिंदी में कम से कम 50 अक्षर लिखें',

  // Wallet and payments
  'Choose one of the recharge packs.': 'रिचार्ज पैक में से कोई एक चुनें।',
  'This Idempotency-Key was used for a different recharge.':
    'यह Idempotency-Key किसी दूसरे रिचार्ज के लिए इस्तेमाल हो चुकी है।',
  'No such recharge.': 'ऐसा कोई रिचार्ज नहीं है।',
  'The payment could not be verified.': 'भुगतान की पुष्टि नहीं हो सकी।',
  'Signature mismatch': 'हस्ताक्षर मेल नहीं खाते',
  'A 64-character hex signature': '64 अक्षरों का हेक्स हस्ताक्षर',
  'Unknown pack': 'अज्ञात पैक',
  'This order is already paid.': 'इस ऑर्डर का भुगतान हो चुका है।',
  'This payment is not pending.': 'यह भुगतान लंबित नहीं है।',
  'No such sandbox order.': 'ऐसा कोई सैंडबॉक्स ऑर्डर नहीं है।',
  'No such sandbox payment.': 'ऐसा कोई सैंडबॉक्स भुगतान नहीं है।',
  'Unknown checkout outcome.': 'चेकआउट का परिणाम अज्ञात है।',
  'Not a Razorpay order id.': 'यह Razorpay ऑर्डर की पहचान नहीं है।',
  'Invalid webhook signature.': 'वेबहुक का हस्ताक्षर मान्य नहीं है।',
  'Empty webhook body.': 'वेबहुक ख़ाली है।',
  'The webhook body is not JSON.': 'वेबहुक JSON में नहीं है।',
  'The webhook body is not a Razorpay event.': 'वेबहुक Razorpay की घटना नहीं है।',

  // Astrologers and bookings
  'No such astrologer.': 'ऐसा कोई ज्योतिषी नहीं है।',
  'No such booking.': 'ऐसी कोई बुकिंग नहीं है।',
  'Unknown booking': 'अज्ञात बुकिंग',
  'Choose an astrologer': 'ज्योतिषी चुनें',
  'Choose a time slot': 'समय चुनें',
  'Choose 15, 30, 45 or 60 minutes': '15, 30, 45 या 60 मिनट चुनें',
  'Choose 15, 30, 45 or 60 minutes.': '15, 30, 45 या 60 मिनट चुनें।',
  'Keep the note under 1000 characters': 'टिप्पणी 1000 अक्षरों से छोटी रखें',
  'This slot is no longer available. Please choose another time.': 'यह समय अब उपलब्ध नहीं है। कृपया कोई दूसरा समय चुनें।',
  'Your wallet has {balance} coins; this booking needs {price}. Recharge or pay online.':
    'आपके वॉलेट में {balance} सिक्के हैं; इस बुकिंग के लिए {price} चाहिए। रिचार्ज करें या ऑनलाइन भुगतान करें।',
  'This booking can no longer be cancelled.': 'यह बुकिंग अब रद्द नहीं की जा सकती।',
  'Bookings cannot be cancelled in the last 2 hours before the start.':
    'शुरू होने से पहले के आख़िरी 2 घंटों में बुकिंग रद्द नहीं की जा सकती।',
  'Only a confirmed booking can be completed.': 'केवल पक्की बुकिंग ही पूरी की जा सकती है।',
  'A booking can be completed only after it has started.': 'बुकिंग शुरू होने के बाद ही पूरी की जा सकती है।',
  'Send the booking as multipart/form-data.': 'बुकिंग multipart/form-data के रूप में भेजें।',
  'Only one file named attachment is accepted.': 'attachment नाम की केवल एक फ़ाइल स्वीकार की जाती है।',
  'Attach a JPEG, PNG or WebP photo or a PDF.': 'JPEG, PNG या WebP फ़ोटो या PDF लगाएँ।',
  'The file is larger than 5 MB.': 'फ़ाइल 5 MB से बड़ी है।',
  'The form could not be read.': 'फ़ॉर्म पढ़ा नहीं जा सका।',
  'No attachment.': 'कोई फ़ाइल नहीं लगी है।',
  'Unsupported file type': 'यह फ़ाइल प्रकार स्वीकार्य नहीं है',
  'Larger than 5 MB': '5 MB से बड़ी',
  'Unexpected file': 'अनपेक्षित फ़ाइल',
  'Malformed multipart body': 'फ़ॉर्म का ढाँचा सही नहीं है',
  'multipart/form-data expected': 'multipart/form-data अपेक्षित है',
  'required for this place': 'इस स्थान के लिए आवश्यक',
  'Too many codes requested from this network today. Please try again later.':
    'आज इस नेटवर्क से बहुत अधिक कोड माँगे गए हैं। कृपया बाद में फिर कोशिश करें।',
  'The link was already sent to this number today. Please check your messages.':
    'लिंक आज इस नंबर पर भेजा जा चुका है। कृपया अपने संदेश देखें।',
  'Use 1 to 4 digits': '1 से 4 अंक लिखें',
  'Application received. We will call you to schedule the first interview round.':
    'आवेदन मिल गया। साक्षात्कार का पहला चरण तय करने के लिए हम आपको फ़ोन करेंगे।',

  // The payment gateway's own checks (as Razorpay words them)
  'must be a positive integer number of paise': 'पैसे में धनात्मक पूर्णांक होना चाहिए',
  'must be INR': 'INR होना चाहिए',
  'must have 1 to 40 characters': '1 से 40 अक्षर होने चाहिए',
  'at most 15 notes': 'अधिकतम 15 नोट',
  'must be a string of at most 256 characters': 'अधिकतम 256 अक्षरों का पाठ होना चाहिए',
  'must be a path on this site': 'इसी साइट का पता होना चाहिए',

  // Live connection
  'Origin not allowed': 'यह स्रोत अनुमत नहीं है',
  'Messages must be JSON': 'संदेश JSON में होने चाहिए',

  // Admin: applications, astrologers, refunds, payouts
  'No such application.': 'ऐसा कोई आवेदन नहीं है।',
  'Unknown application': 'अज्ञात आवेदन',
  'This application has already been decided.': 'इस आवेदन पर निर्णय हो चुका है।',
  'You cannot review your own application.': 'आप अपने ही आवेदन की समीक्षा नहीं कर सकते।',
  'You cannot approve your own application.': 'आप अपना ही आवेदन स्वीकृत नहीं कर सकते।',
  'The previous round must be passed first.': 'पहले पिछला चरण उत्तीर्ण होना चाहिए।',
  'This round has already been decided.': 'इस चरण का निर्णय हो चुका है।',
  'A round can be decided only once it has started.': 'चरण का निर्णय उसके शुरू होने के बाद ही दर्ज किया जा सकता है।',
  'Schedule the round first.': 'पहले चरण का समय तय करें।',
  'Only an application in interviews can be approved.': 'केवल साक्षात्कार में चल रहा आवेदन ही स्वीकृत किया जा सकता है।',
  'All three interview rounds must be passed before approval.': 'स्वीकृति से पहले साक्षात्कार के तीनों चरण उत्तीर्ण होने चाहिए।',
  'Submit your application first.': 'पहले अपना आवेदन जमा करें।',
  'The photo must be a JPEG, PNG or WebP image.': 'फ़ोटो JPEG, PNG या WebP चित्र होनी चाहिए।',
  'No such file.': 'ऐसी कोई फ़ाइल नहीं है।',
  'Send the file as multipart/form-data.': 'फ़ाइल multipart/form-data के रूप में भेजें।',
  'Say which document this is.': 'बताएँ कि यह कौन-सा दस्तावेज़ है।',
  'id-document or photo': 'पहचान-पत्र या फ़ोटो',
  'Choose a date and time': 'तारीख़ और समय चुनें',
  'Enter the interviewer’s name': 'साक्षात्कारकर्ता का नाम दर्ज करें',
  'Give the applicant a reason': 'आवेदक को कारण बताएँ',
  'The lowest price must be at least 1 and not above the highest.': 'न्यूनतम मूल्य कम से कम 1 हो और अधिकतम से ज़्यादा न हो।',
  'The price must be between {min} and {max} coins per minute.': 'मूल्य {min} से {max} सिक्के प्रति मिनट के बीच होना चाहिए।',
  'Between {min} and {max}': '{min} और {max} के बीच',
  'Unknown astrologer': 'अज्ञात ज्योतिषी',
  'No such user.': 'ऐसा कोई उपयोगकर्ता नहीं है।',
  'Unknown user': 'अज्ञात उपयोगकर्ता',
  'Say why': 'कारण बताएँ',
  'The period must end after it starts.': 'अवधि शुरू होने के बाद ही समाप्त होनी चाहिए।',
  'A window must end after it starts': 'समय-खंड शुरू होने के बाद ही समाप्त होना चाहिए',

  // Reviews
  'You can review a consultation once it is completed.': 'परामर्श पूरा होने के बाद ही आप समीक्षा लिख सकते हैं।',
  'You have already reviewed this consultation.': 'आप इस परामर्श की समीक्षा पहले ही कर चुके हैं।',
  'No such review.': 'ऐसी कोई समीक्षा नहीं है।',
  'Unknown review': 'अज्ञात समीक्षा',
  'Only the astrologer reviewed can reply.': 'केवल वही ज्योतिषी उत्तर दे सकते हैं जिनकी समीक्षा हुई है।',
  'Give 1 to 5 stars': '1 से 5 सितारे दें',
  'Keep the review under 1000 characters': 'समीक्षा 1000 अक्षरों से छोटी रखें',
  'Keep the reply under 1000 characters': 'उत्तर 1000 अक्षरों से छोटा रखें',

  // Live consultations
  'No such consultation.': 'ऐसा कोई परामर्श नहीं है।',
  'This request key was already used for another consultation.':
    'यह अनुरोध-कुंजी किसी दूसरे परामर्श के लिए पहले ही इस्तेमाल हो चुकी है।',
  'You cannot consult yourself.': 'आप स्वयं से परामर्श नहीं ले सकते।',
  'This astrologer is not taking consultations on this channel right now.':
    'ये ज्योतिषी अभी इस माध्यम से परामर्श नहीं ले रहे हैं।',
  'You need at least {need} coins for {minutes} minutes; you have {have}.':
    '{minutes} मिनट के लिए कम से कम {need} सिक्के चाहिए; आपके पास {have} हैं।',
  'You need at least {need} coins for {minutes} minutes.': '{minutes} मिनट के लिए कम से कम {need} सिक्के चाहिए।',
  'You already have a consultation open. Finish or cancel it first.':
    'आपका एक परामर्श पहले से खुला है। पहले उसे पूरा करें या रद्द करें।',
  'Only the astrologer can accept.': 'केवल ज्योतिषी ही स्वीकार कर सकते हैं।',
  'Only the astrologer can decline.': 'केवल ज्योतिषी ही मना कर सकते हैं।',
  'This request is no longer waiting for you.': 'यह अनुरोध अब आपकी प्रतीक्षा में नहीं है।',
  'Only the user can cancel a request.': 'अनुरोध केवल उपयोगकर्ता ही रद्द कर सकते हैं।',
  'This consultation can no longer be cancelled.': 'यह परामर्श अब रद्द नहीं किया जा सकता।',
  'This consultation is not in progress.': 'यह परामर्श अभी चल नहीं रहा है।',
  'No such birth profile.': 'ऐसी कोई जन्म-प्रोफ़ाइल नहीं है।',
  'Phone numbers, e-mail addresses, UPI ids and links cannot be shared here.':
    'यहाँ फ़ोन नंबर, ई-मेल पते, UPI आईडी और लिंक साझा नहीं किए जा सकते।',
  'Only the user can download the transcript.': 'बातचीत का रिकॉर्ड केवल उपयोगकर्ता ही डाउनलोड कर सकते हैं।',
  'Only the user can delete the transcript.': 'बातचीत का रिकॉर्ड केवल उपयोगकर्ता ही हटा सकते हैं।',
  'You deleted this transcript.': 'आप यह रिकॉर्ड हटा चुके हैं।',
  'End the consultation before deleting its transcript.': 'रिकॉर्ड हटाने से पहले परामर्श समाप्त करें।',
  'Only the user can ask for a refund.': 'रिफ़ंड केवल उपयोगकर्ता ही माँग सकते हैं।',
  'Only a paid consultation that has ended can be refunded.': 'केवल समाप्त हो चुके सशुल्क परामर्श का ही रिफ़ंड हो सकता है।',
  'You already asked for a refund of this consultation.': 'आप इस परामर्श का रिफ़ंड पहले ही माँग चुके हैं।',
  'This account is not an astrologer.': 'यह खाता किसी ज्योतिषी का नहीं है।',
  'A suspended astrologer cannot go live.': 'निलंबित ज्योतिषी लाइव नहीं हो सकते।',
  'You can review a consultation after a paid session has ended.':
    'सशुल्क परामर्श समाप्त होने के बाद ही आप उसकी समीक्षा कर सकते हैं।',
  'Sign in first.': 'पहले साइन इन करें।',
  'Join the consultation first.': 'पहले परामर्श से जुड़ें।',
  'Too many messages; slow down.': 'बहुत अधिक संदेश; कृपया थोड़ा धीरे।',
  'Unknown profile': 'अज्ञात प्रोफ़ाइल',
  'Unknown consultation': 'अज्ञात परामर्श',
  'Tell us in a few words what went wrong': 'कुछ शब्दों में बताइए कि क्या ग़लत हुआ',
  'Keep it under 1000 characters': '1000 अक्षरों से कम रखें',
  'Upload an MP3, Ogg, WAV, FLAC, M4A or WebM audio file.': 'MP3, Ogg, WAV, FLAC, M4A या WebM ऑडियो फ़ाइल अपलोड करें।',
  'The recording is larger than 25 MB.': 'रिकॉर्डिंग 25 MB से बड़ी है।',
  'No such meditation track.': 'ऐसा कोई ध्यान ट्रैक नहीं है।',
  'Choose an audio file.': 'कोई ऑडियो फ़ाइल चुनें।',
  'Say which consultation you are reviewing': 'बताइए कि आप किस परामर्श की समीक्षा कर रहे हैं',

  // Sign-in locked after too many wrong codes (the page adds the time from `lockedUntil`)
  'Too many wrong codes. This number is locked for {n} minutes; ask for a new code after that.':
    'बहुत बार ग़लत कोड डाला गया। यह नंबर {n} मिनट के लिए लॉक है; उसके बाद नया कोड माँगें।',
  'Too many wrong codes. This number is locked for {n} minute; ask for a new code after that.':
    'बहुत बार ग़लत कोड डाला गया। यह नंबर {n} मिनट के लिए लॉक है; उसके बाद नया कोड माँगें।',

  // Native push in the app shells
  'Not a push token': 'यह पुश टोकन मान्य नहीं है',
  'Choose android or ios': 'android या ios चुनें',
};

const patterns = Object.entries(API_MESSAGES_HI)
  .filter(([en]) => en.includes('{'))
  .map(([en, hi]) => {
    const names: string[] = [];
    const source = en
      .split(/(\{\w+\})/)
      .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (m) {
          names.push(m[1]!);
          return '(.+?)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    return { re: new RegExp(`^${source}$`), names, hi };
  });

/** The Hindi for an API message, or null when there is none. `Invalid <field>: <text>` is handled too. */
export function hindiApiMessage(message: string): string | null {
  const exact = API_MESSAGES_HI[message];
  if (exact) return exact;
  for (const p of patterns) {
    const m = p.re.exec(message);
    if (m) return p.names.reduce((out, name, i) => out.replace(`{${name}}`, m[i + 1]!), p.hi);
  }
  const invalid = /^Invalid ([\w.[\]-]*): (.+)$/.exec(message);
  if (invalid) {
    const inner = hindiApiMessage(invalid[2]!) ?? API_MESSAGES_HI['Invalid value']!;
    return invalid[1] ? `${invalid[1]}: ${inner}` : inner;
  }
  return null;
}
