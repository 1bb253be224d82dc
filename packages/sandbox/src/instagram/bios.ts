import { pick, type Random } from '../random.js';

/** One line of work a synthetic account can be in: how its bio reads and what it is filed under. */
interface Industry {
  /** Its short name: the niche whose accounts share followers (instagram/followers.ts). */
  niche: string;
  /** How people in it describe themselves. */
  roles: readonly string[];
  /** Second clauses of a bio. */
  lines: readonly string[];
  /** Instagram business categories for it. */
  categories: readonly string[];
  /** Words for handles (coach.anna, annabakes) and brand links. */
  handles: readonly string[];
  emoji: readonly string[];
}

const INDUSTRIES: readonly Industry[] = [
  {
    niche: 'fitness',
    roles: ['Fitness coach', 'Personal trainer', 'Online fitness coach', 'Strength coach', 'Yoga teacher'],
    lines: ['Helping busy moms get strong', 'Transform your body in 12 weeks', 'DM me "START" for coaching'],
    categories: ['Fitness Trainer', 'Coach', 'Gym/Physical Fitness Center'],
    handles: ['fit', 'coach', 'strong', 'yoga', 'lifts'],
    emoji: ['💪', '🏋️', '🧘', '🔥'],
  },
  {
    niche: 'travel',
    roles: ['Travel photographer', 'Travel blogger', 'Digital nomad', 'Landscape photographer'],
    lines: ['42 countries and counting', 'Based in Lisbon, shooting everywhere', 'Presets in the link'],
    categories: ['Photographer', 'Travel Company', 'Digital creator'],
    handles: ['travels', 'wanders', 'photo', 'shoots', 'explores'],
    emoji: ['✈️', '🌍', '📸', '🏔️'],
  },
  {
    niche: 'baking',
    roles: ['Bakery owner', 'Pastry chef', 'Home baker', 'Sourdough nerd', 'Cake artist'],
    lines: ['Fresh bread every morning', 'Custom cakes, order by DM', 'Open Tue–Sun 7am–3pm'],
    categories: ['Bakery', 'Restaurant', 'Food & Beverage Company'],
    handles: ['bakes', 'bakery', 'kitchen', 'sweets', 'crumbs'],
    emoji: ['🥐', '🍰', '🍞', '🧁'],
  },
  {
    niche: 'startups',
    roles: ['SaaS founder', 'Founder & CEO', 'Co-founder', 'Startup founder', 'CTO'],
    lines: ['Building tools for remote teams', 'Bootstrapped to $1M ARR', 'Ex-Google, now building'],
    categories: ['Software Company', 'Entrepreneur', 'Product/service'],
    handles: ['builds', 'founder', 'hq', 'labs', 'ceo'],
    emoji: ['🚀', '💻', '📈', '⚡'],
  },
  {
    niche: 'real-estate',
    roles: ['Real estate agent', 'Realtor', 'Property investor', 'Mortgage broker'],
    lines: ['Helping families find home', 'Luxury homes in Miami', 'Call me for a free valuation'],
    categories: ['Real Estate Agent', 'Real Estate', 'Financial Service'],
    handles: ['homes', 'realty', 'realtor', 'estates', 'properties'],
    emoji: ['🏡', '🔑', '🏠', '📍'],
  },
  {
    niche: 'fashion',
    roles: ['Fashion designer', 'Stylist', 'Fashion blogger', 'Vintage seller', 'Model'],
    lines: ['Slow fashion, handmade', 'Styling tips every Tuesday', 'New drop Friday'],
    categories: ['Clothing (Brand)', 'Fashion Designer', 'Personal blog'],
    handles: ['style', 'wears', 'studio', 'closet', 'vintage'],
    emoji: ['👗', '✨', '🛍️', '💄'],
  },
  {
    niche: 'coaching',
    roles: ['Life coach', 'Business coach', 'Mindset coach', 'Career coach', 'Therapist'],
    lines: ['Helping women build 6-figure businesses', 'Free masterclass below', 'Book a call'],
    categories: ['Coach', 'Consulting Agency', 'Public figure'],
    handles: ['coaching', 'mindset', 'grows', 'thrive', 'academy'],
    emoji: ['🌱', '💫', '🙌', '☀️'],
  },
  {
    niche: 'marketing',
    roles: ['Marketing consultant', 'Social media manager', 'Content creator', 'Copywriter'],
    lines: ['Growing brands on Instagram', 'Marketing tips daily', 'Agency owner, 20+ clients'],
    categories: ['Marketing Agency', 'Digital creator', 'Advertising/Marketing'],
    handles: ['media', 'social', 'creates', 'content', 'agency'],
    emoji: ['📱', '🎯', '💡', '📊'],
  },
  {
    niche: 'food',
    roles: ['Chef', 'Food blogger', 'Recipe developer', 'Restaurant owner', 'Barista'],
    lines: ['Easy recipes for weeknights', 'Plant-based and proud', 'Reservations via link'],
    categories: ['Restaurant', 'Chef', 'Food & Beverage Company'],
    handles: ['eats', 'cooks', 'foodie', 'table', 'coffee'],
    emoji: ['🍝', '🌮', '☕', '🥗'],
  },
  {
    niche: 'music-art',
    roles: ['Musician', 'Singer-songwriter', 'DJ', 'Producer', 'Artist', 'Illustrator', 'Tattoo artist'],
    lines: ['New single out now', 'Commissions open', 'Booking: see link'],
    categories: ['Musician/Band', 'Artist', 'Art'],
    handles: ['music', 'art', 'draws', 'ink', 'sounds'],
    emoji: ['🎵', '🎨', '🎧', '🖤'],
  },
];

/** Bio clauses anyone might write. */
const PERSONAL = [
  'Coffee addict',
  'Dog mom',
  'Cat person',
  'Living my best life',
  'Mom of 3',
  'Dad. Husband. Runner.',
  'Just vibes',
  'Sunsets and good books',
  'Plant lover',
  'Football fan',
  'Forever learning',
  'Student',
  'Nurse by day',
  'Teacher',
  'Engineer',
  'Gamer',
  'Surf, sleep, repeat',
];

const PLACES = [
  'NYC',
  'LA',
  'London',
  'Toronto',
  'Berlin',
  'Paris',
  'Madrid',
  'Lagos',
  'Mumbai',
  'Tokyo',
  'Sydney',
];

/** The niches, one per industry, in the order `pickIndustry` numbers them. */
export const NICHES: readonly string[] = INDUSTRIES.map((industry) => industry.niche);

/** A line of work chosen for an account (an index into the industries). */
export function pickIndustry(random: Random): number {
  return Math.floor(random() * INDUSTRIES.length);
}

/** A business category for an account in that industry. */
export function businessCategory(random: Random, industry: number): string {
  return pick(random, industryAt(industry).categories);
}

/** A word for a handle in that industry ('bakes', 'coach'…). */
export function handleWord(random: Random, industry: number): string {
  return pick(random, industryAt(industry).handles);
}

/**
 * A bio: sometimes empty, sometimes personal, mostly a role in the industry with a second line,
 * a place or emoji, and now and then an e-mail or phone number (spec §3 biography, which
 * enrichment mines for contact details).
 */
export function biography(
  random: Random,
  industry: number,
  contact: { email: string; phone: string },
): string {
  const roll = random();
  if (roll < 0.2) return '';
  const parts: string[] = [];
  const work = industryAt(industry);
  if (roll < 0.4) parts.push(pick(random, PERSONAL));
  else parts.push(`${pick(random, work.roles)} ${pick(random, work.emoji)}`, pick(random, work.lines));
  if (random() < 0.35) parts.push(`📍 ${pick(random, PLACES)}`);
  if (random() < 0.25) parts.push(pick(random, PERSONAL));
  const extra = random();
  if (extra < 0.12) parts.push(`📧 ${contact.email}`);
  else if (extra < 0.18) parts.push(`Contact: ${contact.email}`);
  else if (extra < 0.22) parts.push(`📞 ${contact.phone}`);
  else if (extra < 0.3) parts.push('👇 Link below');
  return parts.join(random() < 0.5 ? '\n' : ' | ');
}

function industryAt(index: number): Industry {
  return INDUSTRIES[index % INDUSTRIES.length] as Industry;
}
