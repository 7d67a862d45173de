/** The guidance option lists of spec 2 §3. */

export const TOPICS = [
  'Sports',
  'Food & Cooking',
  'Travel & Places',
  'Entertainment',
  'Education',
  'Lifestyle',
  'News & Current Events',
  'Technology',
  'Science',
  'Health & Fitness',
  'Art & Design',
  'Music',
  'Business & Finance',
  'History & Culture',
  'Nature & Environment',
  'DIY & Crafts',
  'Religion & Philosophy',
  'Parenting & Family',
  'Literature & Writing',
  'Politics & Society',
] as const;

export interface GlossedOption {
  value: string;
  /** The Korean gloss some options carry. */
  gloss?: string;
}

export const AUDIENCES: GlossedOption[] = [
  { value: 'Teen fans', gloss: '10대 팬' },
  { value: 'Adults', gloss: '성인' },
  { value: 'Professionals', gloss: '전문가' },
  { value: 'General', gloss: '일반' },
  { value: 'Students', gloss: '학생' },
  { value: 'Parents', gloss: '부모' },
  { value: 'Seniors' },
  { value: 'Kids' },
  { value: 'Entrepreneurs' },
  { value: 'Gamers' },
  { value: 'Hobbyists' },
  { value: 'Educators / Teachers' },
  { value: 'Developers' },
  { value: 'Researchers' },
  { value: 'Local Community' },
  { value: 'Global Audience' },
];

export const TONES: GlossedOption[] = [
  { value: 'Friendly', gloss: '친근한' },
  { value: 'Formal', gloss: '격식있는' },
  { value: 'Concise', gloss: '간결한' },
  { value: 'Playful', gloss: '장난스러운' },
  { value: 'Professional', gloss: '전문적인' },
  { value: 'Casual', gloss: '캐주얼' },
  { value: 'Inspirational' },
  { value: 'Persuasive' },
  { value: 'Empathetic' },
  { value: 'Informative' },
  { value: 'Motivational' },
  { value: 'Humorous' },
  { value: 'Neutral' },
  { value: 'Serious' },
  { value: 'Supportive' },
];

/** The edit screen's fixed region list (name and gl code). */
export const EDIT_REGIONS = [
  ['India', 'IN'],
  ['United States', 'US'],
  ['Brazil', 'BR'],
  ['Indonesia', 'ID'],
  ['Mexico', 'MX'],
  ['Japan', 'JP'],
  ['Germany', 'DE'],
  ['Vietnam', 'VN'],
  ['Philippines', 'PH'],
  ['Turkey', 'TR'],
  ['United Kingdom', 'GB'],
  ['South Korea', 'KR'],
  ['France', 'FR'],
  ['Italy', 'IT'],
  ['Spain', 'ES'],
  ['Canada', 'CA'],
  ['Argentina', 'AR'],
  ['Russia', 'RU'],
  ['Pakistan', 'PK'],
  ['Egypt', 'EG'],
].map(([name, gl]) => ({ name: name!, gl: gl! }));

/** The edit screen's fixed language list. */
export const EDIT_LANGUAGES = [
  ['Korean', 'ko'],
  ['English', 'en'],
  ['Spanish', 'es'],
  ['French', 'fr'],
  ['Japanese', 'ja'],
  ['Chinese', 'zh'],
  ['German', 'de'],
].map(([name, hl]) => ({ name: name!, hl: hl! }));

export const DEFAULT_REGION = 'US';
export const DEFAULT_TOPIC_TEXT = 'General';
