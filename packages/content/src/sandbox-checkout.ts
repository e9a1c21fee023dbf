/**
 * The sandbox payment gateway's texts: its checkout page (standing in for Razorpay's checkout
 * when no keys are set) and the overlay its checkout.js opens. English and Hindi, same keys.
 */
export type SandboxCheckoutLang = 'en' | 'hi';

export const SANDBOX_CHECKOUT_TEXT = {
  title: { en: 'Sandbox checkout · Drishti', hi: 'सैंडबॉक्स चेकआउट · दृष्टि' },
  heading: { en: 'Test payment', hi: 'परीक्षण भुगतान' },
  notice: {
    en: 'This is the sandbox payment gateway. No real money is charged.',
    hi: 'यह परीक्षण (सैंडबॉक्स) भुगतान गेटवे है। इसमें कोई असली पैसा नहीं लिया जाता।',
  },
  amount: { en: 'Amount', hi: 'राशि' },
  order: { en: 'Order', hi: 'ऑर्डर' },
  choose: { en: 'What should happen to this payment?', hi: 'इस भुगतान का क्या हो?' },
  pay: { en: 'Pay {amount}', hi: '{amount} का भुगतान करें' },
  payHint: { en: 'The payment succeeds.', hi: 'भुगतान सफल होगा।' },
  fail: { en: 'Fail the payment', hi: 'भुगतान विफल करें' },
  failHint: { en: 'The bank declines the payment.', hi: 'बैंक भुगतान अस्वीकार कर देगा।' },
  cancel: { en: 'Cancel', hi: 'रद्द करें' },
  cancelHint: { en: 'You close the checkout without paying.', hi: 'आप बिना भुगतान किए चेकआउट बंद कर देंगे।' },
  payLater: { en: 'Pay later', hi: 'बाद में भुगतान करें' },
  payLaterHint: {
    en: 'The payment stays pending, like a UPI request not yet approved.',
    hi: 'भुगतान लंबित रहेगा, जैसे कोई UPI अनुरोध जिसे अभी स्वीकृत नहीं किया गया।',
  },
  paid: { en: 'This order has already been paid.', hi: 'इस ऑर्डर का भुगतान हो चुका है।' },
  back: { en: 'Return to Drishti', hi: 'दृष्टि पर लौटें' },
  otherLanguage: { en: 'हिंदी', hi: 'English' },
  /** The page shown inside the overlay while it hands the result back to the paying page. */
  done: { en: 'Done. Returning to Drishti…', hi: 'हो गया। दृष्टि पर लौट रहे हैं…' },
  /** The overlay's dialog name and its close button (checkout.js). */
  dialog: { en: 'Test payment checkout', hi: 'परीक्षण भुगतान चेकआउट' },
  close: { en: 'Close the checkout', hi: 'चेकआउट बंद करें' },
} satisfies Record<string, Record<SandboxCheckoutLang, string>>;
