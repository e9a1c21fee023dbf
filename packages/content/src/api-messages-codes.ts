/**
 * The API's messages by stable code, English and Hindi side by side: every domain error, every
 * message a route, hook or socket sends itself. The API answers from here by code and the caller's
 * language (apps/api/src/errors.ts), never by matching English text. `{name}` stands for a value
 * the error carries (its `values`). Where a field's own message differs from the error's, it is
 * the entry `<code>:<field>`, or `<code>:*` for any field. An error whose code several messages
 * share names its own entry with `key`. To add an error: throw it with a new code and add the code
 * here in both languages (docs/ARCHITECTURE.md, "API messages"); messages.test.ts checks both.
 */
export const API_MESSAGES_BY_CODE = {
  // Every answer that is not a domain error: the error handler's own codes.
  internal: { en: 'Something went wrong!', hi: 'कुछ ग़लत हो गया!' },
  'invalid-request': { en: 'Invalid request', hi: 'अनुरोध मान्य नहीं है' },
  'invalid-value': { en: 'Invalid value', hi: 'यह मान मान्य नहीं है' },
  unauthenticated: { en: 'Please sign in to continue.', hi: 'आगे बढ़ने के लिए कृपया साइन इन करें।' },
  forbidden: { en: 'You do not have access to this.', hi: 'आपको इसकी अनुमति नहीं है।' },
  'not-found': { en: 'Not found', hi: 'नहीं मिला' },
  'rate-limited': {
    en: 'Too many requests. Please try again later.',
    hi: 'बहुत अधिक अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  },

  // Phone numbers (packages/contracts/src/phone.ts, packages/core/src/phone.ts)
  'phone-invalid': { en: 'Please enter valid mobile!', hi: 'कृपया सही मोबाइल नंबर दर्ज करें!' },
  'country-code-invalid': { en: 'Invalid country code', hi: 'देश का कोड मान्य नहीं है' },
  'country-code-invalid:countryCode': { en: 'Use 1 to 4 digits', hi: '1 से 4 अंक लिखें' },

  // An SMS the provider did not take (packages/core/src/sms.ts, smsFailureError)
  'sms-invalid-number': {
    en: 'This number cannot receive SMS. Please check it and try again.',
    hi: 'इस नंबर पर SMS नहीं भेजा जा सकता। कृपया नंबर जाँचकर फिर कोशिश करें।',
  },
  'sms-invalid-number:phone': { en: 'This number cannot receive SMS', hi: 'इस नंबर पर SMS नहीं भेजा जा सकता' },
  'sms-not-served': {
    en: 'We can send SMS only to Indian mobile numbers (+91).',
    hi: 'हम केवल भारतीय मोबाइल नंबरों (+91) पर ही SMS भेज सकते हैं।',
  },
  'sms-rate-limited': {
    en: 'The SMS service is busy. Please try again in a minute.',
    hi: 'SMS सेवा अभी व्यस्त है। कृपया एक मिनट बाद फिर कोशिश करें।',
  },
  'sms-timeout': {
    en: 'The SMS service did not answer in time. Please try again.',
    hi: 'SMS सेवा ने समय पर जवाब नहीं दिया। कृपया फिर कोशिश करें।',
  },
  'sms-template-mismatch': {
    en: 'We could not send the SMS just now. Please try again in a few minutes.',
    hi: 'हम अभी SMS नहीं भेज सके। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  },
  'sms-unauthorized': {
    en: 'We could not send the SMS just now. Please try again in a few minutes.',
    hi: 'हम अभी SMS नहीं भेज सके। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  },
  'sms-provider-error': {
    en: 'We could not send the SMS just now. Please try again in a few minutes.',
    hi: 'हम अभी SMS नहीं भेज सके। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  },

  // apps/api/src (routes, hooks and sockets)
  'otp-sent': { en: 'Sent, Please check your phone!', hi: 'भेज दिया गया, कृपया अपना फ़ोन देखें!' },
  'lead-received': { en: 'Thank you! We will get in touch soon.', hi: 'धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।' },
  'application-received': {
    en: 'Application received. We will call you to schedule the first interview round.',
    hi: 'आवेदन मिल गया। साक्षात्कार का पहला चरण तय करने के लिए हम आपको फ़ोन करेंगे।',
  },
  'origin-not-allowed': { en: 'Origin not allowed', hi: 'यह स्रोत अनुमत नहीं है' },
  'no-such-api-route': { en: 'No such API route: {method} {url}', hi: 'ऐसा कोई API पता नहीं है: {method} {url}' },
  'no-such-path': { en: 'Not found: {method} {url}', hi: 'नहीं मिला: {method} {url}' },
  'rate-limited-for': {
    en: 'Too many requests. Please try again in {seconds} seconds.',
    hi: 'बहुत अधिक अनुरोध। कृपया {seconds} सेकंड बाद फिर कोशिश करें।',
  },
  'request-too-large': { en: 'The request is too large.', hi: 'अनुरोध बहुत बड़ा है।' },
  'unsupported-media-type': {
    en: 'This content type is not accepted.',
    hi: 'यह सामग्री प्रकार स्वीकार नहीं किया जाता।',
  },
  protocol: { en: 'Protocol {version} required', hi: 'प्रोटोकॉल {version} आवश्यक है' },
  'sign-in-first': { en: 'Sign in first.', hi: 'पहले साइन इन करें।' },
  'join-consultation-first': { en: 'Join the consultation first.', hi: 'पहले परामर्श से जुड़ें।' },
  'socket-too-many-messages': { en: 'Too many messages; slow down.', hi: 'बहुत अधिक संदेश; कृपया थोड़ा धीरे।' },
  'bad-json': { en: 'Messages must be JSON', hi: 'संदेश JSON में होने चाहिए' },
  'bad-unicode': { en: 'Invalid Unicode text', hi: 'अमान्य यूनिकोड पाठ' },
  'bad-message': { en: 'Invalid message', hi: 'संदेश मान्य नहीं है' },

  // apps/api/src/plugins/csrf.ts
  'cross-site-request': {
    en: 'Cross-site requests are not allowed.',
    hi: 'दूसरी साइटों से अनुरोध स्वीकार नहीं किए जाते।',
  },

  // apps/api/src/plugins/idempotency.ts
  'idempotency-key-in-flight': {
    en: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
    hi: 'इस Idempotency-Key वाला अनुरोध अभी पूरा हो रहा है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  },

  // apps/api/src/plugins/unicode.ts
  'invalid-unicode': { en: 'Invalid {field}: Invalid Unicode text', hi: '{field}: अमान्य यूनिकोड पाठ' },
  'invalid-unicode:*': { en: 'Invalid Unicode text', hi: 'अमान्य यूनिकोड पाठ' },

  // apps/api/src/routes (multipart)
  'send-file-multipart': {
    en: 'Send the file as multipart/form-data.',
    hi: 'फ़ाइल multipart/form-data के रूप में भेजें।',
  },
  'send-file-multipart:*': { en: 'multipart/form-data expected', hi: 'multipart/form-data अपेक्षित है' },
  'send-booking-multipart': {
    en: 'Send the booking as multipart/form-data.',
    hi: 'बुकिंग multipart/form-data के रूप में भेजें।',
  },
  'send-booking-multipart:*': { en: 'multipart/form-data expected', hi: 'multipart/form-data अपेक्षित है' },
  'form-unreadable': { en: 'The form could not be read.', hi: 'फ़ॉर्म पढ़ा नहीं जा सका।' },
  'form-unreadable:*': { en: 'Malformed multipart body', hi: 'फ़ॉर्म का ढाँचा सही नहीं है' },
  'only-one-attachment': {
    en: 'Only one file named attachment is accepted.',
    hi: 'attachment नाम की केवल एक फ़ाइल स्वीकार की जाती है।',
  },
  'only-one-attachment:*': { en: 'Unexpected file', hi: 'अनपेक्षित फ़ाइल' },
  'files-field-only': { en: 'Send the files in the field named files.', hi: 'फ़ाइलें files नाम के फ़ील्ड में भेजें।' },
  'files-field-only:*': { en: 'Unexpected file', hi: 'अनपेक्षित फ़ाइल' },

  // apps/api/src/routes/admin.ts
  'period-ends-before-start': {
    en: 'The period must end after it starts.',
    hi: 'अवधि शुरू होने के बाद ही समाप्त होनी चाहिए।',
  },

  // apps/api/src/routes/bookings.ts
  'attachment-type-unsupported': {
    en: 'Attach a JPEG, PNG or WebP photo or a PDF.',
    hi: 'JPEG, PNG या WebP फ़ोटो या PDF लगाएँ।',
  },
  'attachment-type-unsupported:attachment': { en: 'Unsupported file type', hi: 'यह फ़ाइल प्रकार स्वीकार्य नहीं है' },
  'file-too-large': { en: 'The file is larger than 5 MB.', hi: 'फ़ाइल 5 MB से बड़ी है।' },
  'file-too-large:attachment': { en: 'Larger than 5 MB', hi: '5 MB से बड़ी' },

  // apps/api/src/routes/dev.ts
  'outbox-local-only': {
    en: 'The outbox is readable from this machine only.',
    hi: 'यह आउटबॉक्स केवल इसी मशीन से पढ़ा जा सकता है।',
  },

  // apps/api/src/routes/marketplace.ts
  'file-too-large:file': { en: 'Larger than 5 MB', hi: '5 MB से बड़ी' },
  'document-kind-missing': { en: 'Say which document this is.', hi: 'बताएँ कि यह कौन-सा दस्तावेज़ है।' },
  'document-kind-missing:kind': { en: 'id-document or photo', hi: 'पहचान-पत्र या फ़ोटो' },
  'attachment-type-unsupported:file': { en: 'Unsupported file type', hi: 'यह फ़ाइल प्रकार स्वीकार्य नहीं है' },

  // apps/api/src/routes/personal-horoscope.ts
  'dasha-not-computable': {
    en: 'The running dasha cannot be worked out for today from these birth details.',
    hi: 'इस जन्म विवरण से आज की चल रही दशा नहीं निकाली जा सकती।',
  },
  'horoscope-needs-birth-details': {
    en: 'Save your birth details first to read your personal horoscope.',
    hi: 'अपना निजी राशिफल पढ़ने के लिए पहले अपना जन्म विवरण सहेजें।',
  },

  // apps/api/src/routes/sessions.ts
  'no-such-session': { en: 'No such session.', hi: 'ऐसा कोई सत्र नहीं है।' },

  // apps/api/src/routes/sms.ts
  'webhook-not-valid': { en: 'Not a valid webhook request.', hi: 'यह मान्य वेबहुक अनुरोध नहीं है।' },

  // apps/api/src/routes/support.ts
  'too-many-files:files': { en: 'At most 3 files', hi: 'अधिक से अधिक 3 फ़ाइलें' },
  'support-file-too-large:files': { en: 'Larger than 5 MB', hi: '5 MB से बड़ी' },
  'support-file-type-unsupported': {
    en: 'Attach JPEG, PNG or WebP images or PDF files.',
    hi: 'JPEG, PNG या WebP फ़ोटो या PDF फ़ाइलें ही जोड़ें।',
  },
  'support-file-type-unsupported:files': { en: 'Unsupported file type', hi: 'यह फ़ाइल प्रकार स्वीकार्य नहीं है' },

  // apps/api/src/routes/wallet.ts
  'empty-webhook-body': { en: 'Empty webhook body.', hi: 'वेबहुक ख़ाली है।' },

  // packages/core/src/account-data.ts
  'no-such-account': { en: 'No such account.', hi: 'यह खाता नहीं मिला।' },
  'staff-accounts-closed-by-team': {
    en: 'Astrologer and admin accounts are closed by the Drishti team.',
    hi: 'ज्योतिषी और एडमिन खाते दृष्टि की टीम ही बंद करती है।',
  },
  'open-consultation': {
    en: 'End your open consultation before deleting your account.',
    hi: 'खाता हटाने से पहले अपना चल रहा परामर्श समाप्त करें।',
  },

  // packages/core/src/admin-views.ts
  'no-such-user': { en: 'No such user.', hi: 'ऐसा कोई उपयोगकर्ता नहीं है।' },

  // packages/core/src/admin.ts
  'no-such-application': { en: 'No such application.', hi: 'ऐसा कोई आवेदन नहीं है।' },
  'application-already-decided': {
    en: 'This application has already been decided.',
    hi: 'इस आवेदन पर निर्णय हो चुका है।',
  },
  'review-own-application': {
    en: 'You cannot review your own application.',
    hi: 'आप अपने ही आवेदन की समीक्षा नहीं कर सकते।',
  },
  'previous-round-not-passed': {
    en: 'The previous round must be passed first.',
    hi: 'पहले पिछला चरण उत्तीर्ण होना चाहिए।',
  },
  'round-already-decided': { en: 'This round has already been decided.', hi: 'इस चरण का निर्णय हो चुका है।' },
  'round-not-scheduled': { en: 'Schedule the round first.', hi: 'पहले चरण का समय तय करें।' },
  'round-not-started': {
    en: 'A round can be decided only once it has started.',
    hi: 'चरण का निर्णय उसके शुरू होने के बाद ही दर्ज किया जा सकता है।',
  },
  'approve-own-application': {
    en: 'You cannot approve your own application.',
    hi: 'आप अपना ही आवेदन स्वीकृत नहीं कर सकते।',
  },
  'application-not-in-interviews': {
    en: 'Only an application in interviews can be approved.',
    hi: 'केवल साक्षात्कार में चल रहा आवेदन ही स्वीकृत किया जा सकता है।',
  },
  'interview-rounds-not-passed': {
    en: 'All three interview rounds must be passed before approval.',
    hi: 'स्वीकृति से पहले साक्षात्कार के तीनों चरण उत्तीर्ण होने चाहिए।',
  },
  'application-not-submitted': { en: 'Submit your application first.', hi: 'पहले अपना आवेदन जमा करें।' },
  'photo-not-image': {
    en: 'The photo must be a JPEG, PNG or WebP image.',
    hi: 'फ़ोटो JPEG, PNG या WebP चित्र होनी चाहिए।',
  },
  'no-such-file': { en: 'No such file.', hi: 'ऐसी कोई फ़ाइल नहीं है।' },
  'price-range-invalid': {
    en: 'The lowest price must be at least 1 and not above the highest.',
    hi: 'न्यूनतम मूल्य कम से कम 1 हो और अधिकतम से ज़्यादा न हो।',
  },
  'no-such-astrologer': { en: 'No such astrologer.', hi: 'ऐसा कोई ज्योतिषी नहीं है।' },
  'price-out-of-bounds': {
    en: 'The price must be between {min} and {max} coins per minute.',
    hi: 'मूल्य {min} से {max} सिक्के प्रति मिनट के बीच होना चाहिए।',
  },
  'price-out-of-bounds:pricePerMinute': { en: 'Between {min} and {max}', hi: '{min} और {max} के बीच' },

  // packages/core/src/applications.ts
  'applicant-under-18': {
    en: 'Applicants must be at least 18 years old.',
    hi: 'आवेदक की आयु कम से कम 18 वर्ष होनी चाहिए।',
  },
  'application-under-review': {
    en: 'Your application is already under review and can no longer be changed.',
    hi: 'आपका आवेदन समीक्षा में है और अब बदला नहीं जा सकता।',
  },

  // packages/core/src/astrology/panchang.ts
  'time-zone-unknown': {
    en: 'No time zone found for this place; send tzone.',
    hi: 'इस स्थान का समय क्षेत्र नहीं मिला; tzone भेजें।',
  },
  'time-zone-unknown:tzone': { en: 'required for this place', hi: 'इस स्थान के लिए आवश्यक' },

  // packages/core/src/auth/otp.ts
  'otp-daily-limit': {
    en: 'Too many codes requested for this number today. Please try again tomorrow.',
    hi: 'इस नंबर के लिए आज बहुत अधिक कोड माँगे जा चुके हैं। कृपया कल फिर कोशिश करें।',
  },
  'otp-network-daily-limit': {
    en: 'Too many codes requested from this network today. Please try again later.',
    hi: 'आज इस नेटवर्क से बहुत अधिक कोड माँगे गए हैं। कृपया बाद में फिर कोशिश करें।',
  },
  'otp-locked': {
    en: 'Too many wrong codes. This number is locked for {n} minutes; ask for a new code after that.',
    hi: 'बहुत बार ग़लत कोड डाला गया। यह नंबर {n} मिनट के लिए लॉक है; उसके बाद नया कोड माँगें।',
  },
  'otp-locked-minute': {
    en: 'Too many wrong codes. This number is locked for {n} minute; ask for a new code after that.',
    hi: 'बहुत बार ग़लत कोड डाला गया। यह नंबर {n} मिनट के लिए लॉक है; उसके बाद नया कोड माँगें।',
  },
  'otp-wait': {
    en: 'Please wait {seconds} seconds before asking for a new code.',
    hi: 'नया कोड माँगने से पहले कृपया {seconds} सेकंड रुकें।',
  },
  'otp-wrong': {
    en: 'The code is wrong or has expired. Please ask for a new one.',
    hi: 'कोड ग़लत है या उसकी समय-सीमा समाप्त हो गई है। कृपया नया कोड माँगें।',
  },
  'otp-wrong:code': { en: 'Wrong or expired code', hi: 'ग़लत या समय-सीमा समाप्त कोड' },
  'otp-wrong-try-left': { en: 'The code is wrong. {n} try left.', hi: 'कोड ग़लत है। {n} प्रयास बाकी है।' },
  'otp-wrong-try-left:code': { en: 'Wrong or expired code', hi: 'ग़लत या समय-सीमा समाप्त कोड' },
  'otp-wrong-tries-left': { en: 'The code is wrong. {n} tries left.', hi: 'कोड ग़लत है। {n} प्रयास बाकी हैं।' },
  'otp-wrong-tries-left:code': { en: 'Wrong or expired code', hi: 'ग़लत या समय-सीमा समाप्त कोड' },

  // packages/core/src/blog-admin.ts
  'slug-taken': { en: 'Another post already uses this address.', hi: 'यह पता किसी दूसरे लेख का है।' },
  'no-such-post': { en: 'No such post.', hi: 'ऐसा कोई लेख नहीं है।' },
  'blog-category-unknown': {
    en: 'Choose one of the blog categories.',
    hi: 'ब्लॉग की श्रेणियों में से कोई एक चुनें।',
  },
  'blog-title-en-missing': { en: 'Give the post a title in English.', hi: 'लेख का अंग्रेज़ी शीर्षक लिखें।' },
  'time-not-in-future': { en: 'Choose a time in the future.', hi: 'आगे का कोई समय चुनें।' },
  'no-file': { en: 'Choose an image to upload.', hi: 'अपलोड करने के लिए कोई चित्र चुनें।' },
  'too-large': { en: 'The banner is larger than 2 MB.', hi: 'बैनर 2 MB से बड़ा है।' },
  'not-image': { en: 'The banner must be a JPEG, PNG or WebP image.', hi: 'बैनर JPEG, PNG या WebP चित्र होना चाहिए।' },
  'too-many-pixels': {
    en: 'The banner may be at most 8000 pixels on each side.',
    hi: 'बैनर की हर भुजा अधिकतम 8000 पिक्सेल हो सकती है।',
  },
  incomplete: {
    en: 'Fill in every field in both languages and choose a category before publishing.',
    hi: 'प्रकाशित करने से पहले दोनों भाषाओं में हर खाना भरें और श्रेणी चुनें।',
  },
  'incomplete:category': { en: 'Choose a category.', hi: 'श्रेणी चुनें।' },
  'incomplete:*': { en: 'Required before publishing.', hi: 'प्रकाशित करने से पहले यह भरना ज़रूरी है।' },

  // packages/core/src/blog.ts
  'no-such-article': { en: 'This article does not exist.', hi: 'यह लेख मौजूद नहीं है।' },

  // packages/core/src/bookings.ts
  'booking-duration-invalid': { en: 'Choose 15, 30, 45 or 60 minutes.', hi: '15, 30, 45 या 60 मिनट चुनें।' },
  'slot-taken': {
    en: 'This slot is no longer available. Please choose another time.',
    hi: 'यह समय अब उपलब्ध नहीं है। कृपया कोई दूसरा समय चुनें।',
  },
  'no-such-booking': { en: 'No such booking.', hi: 'ऐसी कोई बुकिंग नहीं है।' },
  'no-attachment': { en: 'No attachment.', hi: 'कोई फ़ाइल नहीं लगी है।' },
  'booking-not-cancellable': {
    en: 'This booking can no longer be cancelled.',
    hi: 'यह बुकिंग अब रद्द नहीं की जा सकती।',
  },
  'booking-cancel-too-late': {
    en: 'Bookings cannot be cancelled in the last 2 hours before the start.',
    hi: 'शुरू होने से पहले के आख़िरी 2 घंटों में बुकिंग रद्द नहीं की जा सकती।',
  },
  'booking-not-confirmed': {
    en: 'Only a confirmed booking can be completed.',
    hi: 'केवल पक्की बुकिंग ही पूरी की जा सकती है।',
  },
  'booking-not-started': {
    en: 'A booking can be completed only after it has started.',
    hi: 'बुकिंग शुरू होने के बाद ही पूरी की जा सकती है।',
  },
  'booking-wallet-short': {
    en: 'Your wallet has {balance} coins; this booking needs {price}. Recharge or pay online.',
    hi: 'आपके वॉलेट में {balance} सिक्के हैं; इस बुकिंग के लिए {price} चाहिए। रिचार्ज करें या ऑनलाइन भुगतान करें।',
  },

  // packages/core/src/commons.ts
  'app-link-already-sent': {
    en: 'The link was already sent to this number today. Please check your messages.',
    hi: 'लिंक आज इस नंबर पर भेजा जा चुका है। कृपया अपने संदेश देखें।',
  },
  'app-link-network-daily-limit': {
    en: 'Too many requests from this network today. Please try again later.',
    hi: 'आज इस नेटवर्क से बहुत अधिक अनुरोध आए हैं। कृपया बाद में फिर कोशिश करें।',
  },

  // packages/core/src/community-moderation.ts
  'no-such-comment': { en: 'No such comment.', hi: 'यह टिप्पणी नहीं मिली।' },
  'no-such-member': { en: 'No such member.', hi: 'यह सदस्य नहीं मिला।' },

  // packages/core/src/community.ts
  'community-banned': {
    en: 'Your community membership is suspended: you can read, but not post, comment, react or report.',
    hi: 'समुदाय में आपकी सदस्यता निलंबित है: आप पढ़ सकते हैं, पर पोस्ट, टिप्पणी, प्रतिक्रिया या शिकायत नहीं कर सकते।',
  },
  'page-cursor-invalid': { en: 'This page link is not valid.', hi: 'यह पेज लिंक मान्य नहीं है।' },
  'report-own-writing': {
    en: 'You cannot report your own writing.',
    hi: 'आप अपने ही लिखे की शिकायत नहीं कर सकते।',
  },
  'already-reported': { en: 'You have already reported this.', hi: 'आप इसकी शिकायत पहले ही कर चुके हैं।' },
  'community-posts-rate-limited': {
    en: 'You can write up to 5 posts an hour. Please try again later.',
    hi: 'आप एक घंटे में अधिकतम 5 पोस्ट लिख सकते हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  },
  'community-comments-rate-limited': {
    en: 'You can write up to 30 comments an hour. Please try again later.',
    hi: 'आप एक घंटे में अधिकतम 30 टिप्पणियाँ लिख सकते हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  },
  'community-reactions-rate-limited': {
    en: 'Too many reactions in an hour. Please try again later.',
    hi: 'एक घंटे में बहुत अधिक प्रतिक्रियाएँ। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  },
  'community-reports-rate-limited': {
    en: 'You can send up to 20 reports an hour. Please try again later.',
    hi: 'आप एक घंटे में अधिकतम 20 शिकायतें भेज सकते हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  },

  // packages/core/src/consultations/chat.ts
  'consultation-not-in-progress': { en: 'This consultation is not in progress.', hi: 'यह परामर्श अभी चल नहीं रहा है।' },
  'transcript-download-user-only': {
    en: 'Only the user can download the transcript.',
    hi: 'बातचीत का रिकॉर्ड केवल उपयोगकर्ता ही डाउनलोड कर सकते हैं।',
  },
  'transcript-deleted': { en: 'You deleted this transcript.', hi: 'आप यह रिकॉर्ड हटा चुके हैं।' },
  'transcript-delete-user-only': {
    en: 'Only the user can delete the transcript.',
    hi: 'बातचीत का रिकॉर्ड केवल उपयोगकर्ता ही हटा सकते हैं।',
  },
  'transcript-consultation-open': {
    en: 'End the consultation before deleting its transcript.',
    hi: 'रिकॉर्ड हटाने से पहले परामर्श समाप्त करें।',
  },
  'blocked-content': {
    en: 'Phone numbers, e-mail addresses, UPI ids and links cannot be shared here.',
    hi: 'यहाँ फ़ोन नंबर, ई-मेल पते, UPI आईडी और लिंक साझा नहीं किए जा सकते।',
  },

  // packages/core/src/consultations/context.ts
  'no-such-consultation': { en: 'No such consultation.', hi: 'ऐसा कोई परामर्श नहीं है।' },
  'not-an-astrologer': { en: 'This account is not an astrologer.', hi: 'यह खाता किसी ज्योतिषी का नहीं है।' },

  // packages/core/src/consultations/presence.ts
  'astrologer-suspended': {
    en: 'A suspended astrologer cannot go live.',
    hi: 'निलंबित ज्योतिषी लाइव नहीं हो सकते।',
  },

  // packages/core/src/consultations/queue.ts
  'no-such-birth-profile': { en: 'No such birth profile.', hi: 'ऐसी कोई जन्म-प्रोफ़ाइल नहीं है।' },
  'already-open': {
    en: 'You already have a consultation open. Finish or cancel it first.',
    hi: 'आपका एक परामर्श पहले से खुला है। पहले उसे पूरा करें या रद्द करें।',
  },
  'request-key-reused': {
    en: 'This request key was already used for another consultation.',
    hi: 'यह अनुरोध-कुंजी किसी दूसरे परामर्श के लिए पहले ही इस्तेमाल हो चुकी है।',
  },
  'own-profile': { en: 'You cannot consult yourself.', hi: 'आप स्वयं से परामर्श नहीं ले सकते।' },
  'astrologer-offline': {
    en: 'This astrologer is not taking consultations on this channel right now.',
    hi: 'ये ज्योतिषी अभी इस माध्यम से परामर्श नहीं ले रहे हैं।',
  },
  'accept-astrologer-only': { en: 'Only the astrologer can accept.', hi: 'केवल ज्योतिषी ही स्वीकार कर सकते हैं।' },
  'request-not-waiting': {
    en: 'This request is no longer waiting for you.',
    hi: 'यह अनुरोध अब आपकी प्रतीक्षा में नहीं है।',
  },
  'decline-astrologer-only': { en: 'Only the astrologer can decline.', hi: 'केवल ज्योतिषी ही मना कर सकते हैं।' },
  'cancel-user-only': {
    en: 'Only the user can cancel a request.',
    hi: 'अनुरोध केवल उपयोगकर्ता ही रद्द कर सकते हैं।',
  },
  'consultation-not-cancellable': {
    en: 'This consultation can no longer be cancelled.',
    hi: 'यह परामर्श अब रद्द नहीं किया जा सकता।',
  },
  'insufficient-balance': {
    en: 'You need at least {need} coins for {minutes} minutes; you have {have}.',
    hi: '{minutes} मिनट के लिए कम से कम {need} सिक्के चाहिए; आपके पास {have} हैं।',
  },
  'consultation-needs-coins': {
    en: 'You need at least {need} coins for {minutes} minutes.',
    hi: '{minutes} मिनट के लिए कम से कम {need} सिक्के चाहिए।',
  },

  // packages/core/src/consultations/settlement.ts
  'refund-user-only': { en: 'Only the user can ask for a refund.', hi: 'रिफ़ंड केवल उपयोगकर्ता ही माँग सकते हैं।' },
  'refund-not-refundable': {
    en: 'Only a paid consultation that has ended can be refunded.',
    hi: 'केवल समाप्त हो चुके सशुल्क परामर्श का ही रिफ़ंड हो सकता है।',
  },
  'refund-already-asked': {
    en: 'You already asked for a refund of this consultation.',
    hi: 'आप इस परामर्श का रिफ़ंड पहले ही माँग चुके हैं।',
  },
  'review-needs-paid-session': {
    en: 'You can review a consultation after a paid session has ended.',
    hi: 'सशुल्क परामर्श समाप्त होने के बाद ही आप उसकी समीक्षा कर सकते हैं।',
  },

  // packages/core/src/follows.ts
  'follow-own-profile': {
    en: 'You cannot follow your own profile.',
    hi: 'आप अपनी ही प्रोफ़ाइल को फ़ॉलो नहीं कर सकते।',
  },

  // packages/core/src/live.ts
  'already-live-elsewhere': {
    en: 'You are already live in another event. End it first.',
    hi: 'आप पहले से एक दूसरे कार्यक्रम में लाइव हैं। पहले उसे समाप्त करें।',
  },
  'event-started-or-ended': {
    en: 'This event has already started or ended.',
    hi: 'यह कार्यक्रम पहले ही शुरू हो चुका है या समाप्त हो चुका है।',
  },
  'start-not-in-future': { en: 'Choose a start time in the future.', hi: 'आगे का कोई शुरुआती समय चुनें।' },
  'event-already-ended': { en: 'This event has already ended.', hi: 'यह कार्यक्रम पहले ही समाप्त हो चुका है।' },
  'only-host-broadcasts': {
    en: 'Only the astrologer of this event can broadcast in it.',
    hi: 'इस कार्यक्रम में केवल इसके ज्योतिषी ही प्रसारण कर सकते हैं।',
  },
  'not-on-call-in-event': { en: 'You are not on the call in this event.', hi: 'इस कार्यक्रम में आप कॉल पर नहीं हैं।' },
  'live-full': {
    en: 'This live event is full right now. Please try again in a few minutes.',
    hi: 'यह लाइव कार्यक्रम अभी भरा हुआ है। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  },
  'live-too-far-ahead': { en: 'Schedule at most {days} days ahead.', hi: 'अधिकतम {days} दिन आगे तक का समय चुनें।' },

  // packages/core/src/live/chat.ts
  'not-live': { en: 'This event is not live.', hi: 'यह कार्यक्रम अभी लाइव नहीं है।' },
  muted: { en: 'You have been muted in this live chat.', hi: 'इस लाइव चैट में आपको म्यूट कर दिया गया है।' },
  'live-chat-too-fast': {
    en: 'You are sending messages too fast. Please wait a moment.',
    hi: 'आप बहुत तेज़ी से संदेश भेज रहे हैं। कृपया थोड़ा रुकें।',
  },
  'moderation-not-allowed': {
    en: 'Only the astrologer and admins can moderate this chat.',
    hi: 'इस चैट का संचालन केवल ज्योतिषी और एडमिन कर सकते हैं।',
  },
  'no-such-message': { en: 'No such message.', hi: 'यह संदेश नहीं मिला।' },
  'host-cannot-be-muted': { en: 'The astrologer cannot be muted.', hi: 'ज्योतिषी को म्यूट नहीं किया जा सकता।' },

  // packages/core/src/live/context.ts
  'no-such-live-event': { en: 'No such live event.', hi: 'यह लाइव कार्यक्रम नहीं मिला।' },
  'only-astrologers-go-live': {
    en: 'Only astrologers can hold live events.',
    hi: 'लाइव कार्यक्रम केवल ज्योतिषी कर सकते हैं।',
  },
  'live-off': { en: 'Live events are off on this server.', hi: 'इस सर्वर पर लाइव कार्यक्रम बंद हैं।' },

  // packages/core/src/live/gifts.ts
  'no-such-gift': { en: 'No such gift.', hi: 'यह उपहार नहीं मिला।' },
  'gift-to-self': { en: 'You cannot send a gift to yourself.', hi: 'आप ख़ुद को उपहार नहीं भेज सकते।' },
  'host-away': {
    en: 'The astrologer is reconnecting. Send your gift when they are back.',
    hi: 'ज्योतिषी दोबारा जुड़ रहे हैं। उनके लौटने पर उपहार भेजें।',
  },
  'idempotency-key-reused': {
    en: 'This Idempotency-Key was already used for a different request.',
    hi: 'यह Idempotency-Key किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है। नए अनुरोध के लिए नई कुंजी भेजें।',
  },
  'gift-costs-more': {
    en: 'This gift costs {coins} coins; you have {have}.',
    hi: 'इस उपहार के {coins} सिक्के लगते हैं; आपके पास {have} हैं।',
  },

  // packages/core/src/live/stage.ts
  'stage-off': {
    en: 'Joining the call is off on this server.',
    hi: 'इस सर्वर पर कॉल से जुड़ना अभी बंद है।',
  },
  'no-stage': {
    en: 'Joining the call is not offered in this event.',
    hi: 'इस कार्यक्रम में कॉल से जुड़ने की सुविधा नहीं है।',
  },
  'only-event-host': {
    en: 'Only the astrologer of this event can do this.',
    hi: 'यह केवल इस कार्यक्रम के ज्योतिषी कर सकते हैं।',
  },
  'host-of-event': { en: 'You are the host of this event.', hi: 'आप इस कार्यक्रम के ज्योतिषी हैं।' },
  'already-on-call': { en: 'You are already on the call.', hi: 'आप पहले से कॉल पर हैं।' },
  'not-waiting': { en: 'You are not waiting to join the call.', hi: 'आप कॉल से जुड़ने की कतार में नहीं हैं।' },
  'viewer-not-waiting': { en: 'This viewer is no longer waiting.', hi: 'यह दर्शक अब कतार में नहीं हैं।' },
  'stage-busy': { en: 'Someone is on the call. End their call first.', hi: 'कोई कॉल पर है। पहले उनकी कॉल ख़त्म करें।' },
  'cap-reached': {
    en: 'This viewer has reached their spending cap.',
    hi: 'यह दर्शक अपनी ख़र्च की सीमा तक पहुँच चुके हैं।',
  },
  'guest-busy': { en: 'This viewer is in a consultation right now.', hi: 'यह दर्शक अभी एक परामर्श में हैं।' },
  'host-busy': {
    en: 'Finish your consultation or the current call first.',
    hi: 'पहले अपना परामर्श या चल रही कॉल ख़त्म करें।',
  },
  'no-guest': { en: 'Nobody is on the call.', hi: 'अभी कोई कॉल पर नहीं है।' },
  'not-on-stage': { en: 'You are not on the call.', hi: 'आप कॉल पर नहीं हैं।' },
  'viewer-short-of-coins': {
    en: 'This viewer no longer has enough coins.',
    hi: 'इस दर्शक के पास अब पर्याप्त सिक्के नहीं हैं।',
  },
  'cap-too-low': {
    en: 'Set a cap of at least {coins} coins (one minute on the call).',
    hi: 'कम से कम {coins} सिक्कों की सीमा रखें (कॉल पर एक मिनट)।',
  },

  // packages/core/src/meditation.ts
  'unknown-track': { en: 'No such meditation track.', hi: 'ऐसा कोई ध्यान ट्रैक नहीं है।' },
  'choose-audio-file': { en: 'Choose an audio file.', hi: 'कोई ऑडियो फ़ाइल चुनें।' },
  'recording-too-large': { en: 'The recording is larger than 25 MB.', hi: 'रिकॉर्डिंग 25 MB से बड़ी है।' },
  'not-audio': {
    en: 'Upload an MP3, Ogg, WAV, FLAC, M4A or WebM audio file.',
    hi: 'MP3, Ogg, WAV, FLAC, M4A या WebM ऑडियो फ़ाइल अपलोड करें।',
  },
  'not-audio:file': { en: 'Unsupported file type', hi: 'यह फ़ाइल प्रकार स्वीकार्य नहीं है' },

  // packages/core/src/payments/gateway.ts
  'not-payment-id': { en: 'Not a payment id.', hi: 'यह भुगतान आईडी नहीं है।' },
  'refund-amount-invalid': {
    en: 'Invalid refund: amountPaise must be a positive integer number of paise',
    hi: 'रिफ़ंड मान्य नहीं है: amountPaise पैसे में धनात्मक पूर्णांक होना चाहिए',
  },
  'refund-receipt-invalid': {
    en: 'Invalid refund: receipt must have 1 to 40 characters',
    hi: 'रिफ़ंड मान्य नहीं है: receipt में 1 से 40 अक्षर होने चाहिए',
  },

  // packages/core/src/payments/razorpay.ts
  'not-razorpay-order-id': { en: 'Not a Razorpay order id.', hi: 'यह Razorpay ऑर्डर की पहचान नहीं है।' },
  'not-razorpay-payment-id': { en: 'Not a Razorpay payment id.', hi: 'यह Razorpay की भुगतान आईडी नहीं है।' },

  // packages/core/src/payments/sandbox-refunds.ts
  'no-such-sandbox-refund': { en: 'No such sandbox refund.', hi: 'सैंडबॉक्स में ऐसा कोई रिफ़ंड नहीं है।' },
  'refund-not-pending': { en: 'This refund is not pending.', hi: 'यह रिफ़ंड लंबित नहीं है।' },

  // packages/core/src/payments/sandbox.ts
  'no-such-sandbox-order': { en: 'No such sandbox order.', hi: 'ऐसा कोई सैंडबॉक्स ऑर्डर नहीं है।' },
  'return-url-not-same-site': {
    en: 'The return URL must be a path on this site.',
    hi: 'लौटने का पता इसी साइट का होना चाहिए।',
  },
  'order-already-paid': { en: 'This order is already paid.', hi: 'इस ऑर्डर का भुगतान हो चुका है।' },
  'unknown-checkout-outcome': { en: 'Unknown checkout outcome.', hi: 'चेकआउट का परिणाम अज्ञात है।' },
  'no-such-sandbox-payment': { en: 'No such sandbox payment.', hi: 'ऐसा कोई सैंडबॉक्स भुगतान नहीं है।' },
  'payment-not-pending': { en: 'This payment is not pending.', hi: 'यह भुगतान लंबित नहीं है।' },

  // packages/core/src/payments/webhooks.ts
  'webhook-not-json': { en: 'The webhook body is not JSON.', hi: 'वेबहुक JSON में नहीं है।' },
  'webhook-not-razorpay-event': {
    en: 'The webhook body is not a Razorpay event.',
    hi: 'वेबहुक Razorpay की घटना नहीं है।',
  },

  // packages/core/src/pdf/pool.ts
  'pdf-busy': {
    en: 'Many kundali PDFs are being made right now. Please try again in a few seconds.',
    hi: 'इस समय बहुत-सी कुंडली PDF बन रही हैं। कृपया कुछ सेकंड बाद फिर कोशिश करें।',
  },

  // packages/core/src/profiles.ts
  'no-such-saved-kundali': { en: 'No saved kundali with this id.', hi: 'इस पहचान से कोई सहेजी हुई कुंडली नहीं है।' },
  'saved-kundalis-limit': {
    en: 'You can keep up to {n} saved kundalis. Delete one to add another.',
    hi: 'आप अधिकतम {n} कुंडलियाँ सहेज सकते हैं। नई जोड़ने के लिए कोई एक हटाएँ।',
  },

  // packages/core/src/recharge.ts
  'recharge-pack-unknown': { en: 'Choose one of the recharge packs.', hi: 'रिचार्ज पैक में से कोई एक चुनें।' },
  'recharge-pack-unknown:packId': { en: 'Unknown pack', hi: 'अज्ञात पैक' },
  'recharge-key-reused': {
    en: 'This Idempotency-Key was used for a different recharge.',
    hi: 'यह Idempotency-Key किसी दूसरे रिचार्ज के लिए इस्तेमाल हो चुकी है।',
  },
  'no-such-recharge': { en: 'No such recharge.', hi: 'ऐसा कोई रिचार्ज नहीं है।' },
  'payment-not-verified': { en: 'The payment could not be verified.', hi: 'भुगतान की पुष्टि नहीं हो सकी।' },
  'payment-not-verified:signature': { en: 'Signature mismatch', hi: 'हस्ताक्षर मेल नहीं खाते' },
  'invalid-webhook-signature': { en: 'Invalid webhook signature.', hi: 'वेबहुक का हस्ताक्षर मान्य नहीं है।' },

  // packages/core/src/reminders/service.ts
  'no-such-reminder': { en: 'No such reminder.', hi: 'ऐसा कोई अनुस्मारक नहीं है।' },
  'place-not-chosen': { en: 'Choose a place from the list.', hi: 'सूची में से स्थान चुनें।' },
  'reminders-limit-reached': {
    en: 'You have reached the limit of 50 reminders. Delete one to add another.',
    hi: 'आप 50 अनुस्मारकों की सीमा तक पहुँच गए हैं। नया जोड़ने के लिए कोई एक हटाएँ।',
  },
  'suggestion-not-accepted': { en: 'Accept the suggestion first.', hi: 'पहले सुझाव स्वीकार करें।' },
  'nothing-to-mark-done': {
    en: 'Nothing is waiting to be marked done.',
    hi: '“हो गया” करने के लिए अभी कुछ बाकी नहीं है।',
  },
  'reminder-inactive': { en: 'This reminder is not active.', hi: 'यह अनुस्मारक चालू नहीं है।' },
  'nothing-to-snooze': { en: 'Nothing is waiting to be snoozed.', hi: 'टालने के लिए अभी कुछ बाकी नहीं है।' },
  'suggestion-needs-consultation': {
    en: 'You can suggest a reminder during or after a consultation.',
    hi: 'आप परामर्श के दौरान या उसके बाद ही अनुस्मारक सुझा सकते हैं।',
  },
  'suggestions-limit-reached': {
    en: 'You can suggest up to 5 reminders in one consultation.',
    hi: 'एक परामर्श में अधिकतम 5 अनुस्मारक सुझाए जा सकते हैं।',
  },
  'suggestion-already-answered': {
    en: 'This suggestion has already been answered.',
    hi: 'इस सुझाव का जवाब पहले ही दिया जा चुका है।',
  },

  // packages/core/src/reviews.ts
  'already-reviewed': {
    en: 'You have already reviewed this consultation.',
    hi: 'आप इस परामर्श की समीक्षा पहले ही कर चुके हैं।',
  },
  'review-needs-completed-consultation': {
    en: 'You can review a consultation once it is completed.',
    hi: 'परामर्श पूरा होने के बाद ही आप समीक्षा लिख सकते हैं।',
  },
  'no-such-review': { en: 'No such review.', hi: 'ऐसी कोई समीक्षा नहीं है।' },
  'only-reviewed-astrologer-replies': {
    en: 'Only the astrologer reviewed can reply.',
    hi: 'केवल वही ज्योतिषी उत्तर दे सकते हैं जिनकी समीक्षा हुई है।',
  },

  // packages/core/src/support.ts
  'no-such-ticket': { en: 'No such ticket.', hi: 'ऐसा कोई टिकट नहीं मिला।' },
  'too-many-files': {
    en: 'Attach at most 3 files to a message.',
    hi: 'एक संदेश के साथ अधिक से अधिक 3 फ़ाइलें जोड़ें।',
  },
  'support-file-too-large': { en: 'A file is larger than 5 MB.', hi: 'एक फ़ाइल 5 MB से बड़ी है।' },
  'support-message-empty': { en: 'Write your message', hi: 'अपना संदेश लिखें' },
  'subject-too-short': { en: 'Write a subject of at least 3 characters', hi: 'कम से कम 3 अक्षरों का विषय लिखें' },
} as const satisfies Readonly<Record<string, { readonly en: string; readonly hi: string }>>;

export type ApiMessageCode = keyof typeof API_MESSAGES_BY_CODE;

export const isApiMessageCode = (code: string): code is ApiMessageCode => Object.hasOwn(API_MESSAGES_BY_CODE, code);

/**
 * The message of a code in a language, `{name}` filled from `values` (a name without a value is
 * left as written); null for a code not in the catalogue.
 */
export function apiMessage(
  code: string,
  lang: 'en' | 'hi',
  values: Readonly<Record<string, string | number>> = {},
): string | null {
  if (!isApiMessageCode(code)) return null;
  return API_MESSAGES_BY_CODE[code][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
