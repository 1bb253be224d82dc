// spec §3 "Option lists": the sign-up form's and the settings form's choices differ.

export const SIGNUP_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Marketing',
  'E-commerce',
  'Real Estate',
  'Food & Beverage',
  'Fashion',
  'Entertainment',
  'Other',
] as const;

export const SIGNUP_REFERRAL_SOURCES = [
  'Google Search',
  'Social Media',
  'Friend Referral',
  'Blog/Article',
  'YouTube',
  'Instagram',
  'Twitter',
  'Other',
] as const;

export const SETTINGS_INDUSTRIES = [
  'E-commerce',
  'SaaS',
  'Agency',
  'Consulting',
  'Creator',
  'Other',
] as const;

export const SETTINGS_REFERRAL_SOURCES = [
  'Google',
  'Social Media',
  'Friend/Colleague',
  'Blog/Article',
  'Other',
] as const;
