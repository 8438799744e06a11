// The shop's phone app shows these screens inside a web view. It marks itself with 'KilauApp' in the user
// agent (or the React Native bridge object); only there does the header carry a Home back button (spec
// section 2), since the web view has no browser back button.
export function inMobileAppWrapper(userAgent = navigator.userAgent, win: object = window): boolean {
  return /\bKilauApp\b/i.test(userAgent) || 'ReactNativeWebView' in win;
}
