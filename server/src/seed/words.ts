/** Word lists and sentence fragments for realistic fitness / supplement text. */
import type { Rng } from './prng';

export const FIRST_NAMES = [
  'james', 'mike', 'john', 'david', 'chris', 'alex', 'ryan', 'kevin', 'jason', 'brian', 'tom', 'daniel', 'matt', 'nick', 'adam',
  'mark', 'steve', 'paul', 'eric', 'jake', 'luke', 'sam', 'ben', 'max', 'leo', 'noah', 'liam', 'ethan', 'owen', 'carlos',
  'diego', 'marco', 'luca', 'ivan', 'dmitri', 'andre', 'omar', 'ali', 'emre', 'mehmet', 'kerem', 'can', 'jonas', 'lukas', 'felix',
  'sarah', 'emma', 'olivia', 'mia', 'anna', 'laura', 'julia', 'nina', 'elena', 'sofia', 'lisa', 'kate', 'amy', 'zoe', 'chloe',
  'ayse', 'elif', 'zeynep', 'hannah', 'grace', 'ella', 'lena', 'maria', 'rachel', 'jade', 'tyler', 'brandon', 'cody', 'dustin', 'travis',
] as const;

export const LAST_NAMES = [
  'smith', 'johnson', 'brown', 'miller', 'davis', 'garcia', 'wilson', 'moore', 'taylor', 'anderson', 'thomas', 'jackson', 'white',
  'harris', 'martin', 'clark', 'lewis', 'walker', 'young', 'king', 'wright', 'scott', 'green', 'baker', 'adams', 'nelson', 'hill',
  'campbell', 'mitchell', 'roberts', 'carter', 'phillips', 'evans', 'turner', 'torres', 'parker', 'collins', 'edwards', 'stewart',
  'morris', 'rossi', 'muller', 'schmidt', 'fischer', 'weber', 'kaya', 'yilmaz', 'demir', 'sahin', 'novak', 'kowalski', 'petrov',
] as const;

export const HANDLE_WORDS = [
  'iron', 'lift', 'gains', 'swole', 'flex', 'pump', 'beast', 'alpha', 'titan', 'bulk', 'shred', 'lean', 'power', 'squat', 'bench',
  'dead', 'rep', 'barbell', 'plate', 'chalk', 'grind', 'muscle', 'strong', 'fit', 'gym', 'cardio', 'macro', 'protein', 'spartan', 'viking',
] as const;

export const SOURCE_PREFIXES = [
  'iron', 'muscle', 'alpha', 'titan', 'flex', 'gain', 'pump', 'anabolic', 'peak', 'prime', 'power', 'beast', 'lean', 'shred', 'pro',
  'elite', 'max', 'ultra', 'core', 'vital', 'steel', 'gym', 'fit', 'bulk', 'strong', 'apex', 'olympus', 'spartan', 'hercules', 'atlas',
  'gorilla', 'bison', 'rhino', 'viking', 'force', 'nova', 'zenith', 'summit', 'torque', 'vector',
] as const;
export const SOURCE_SUFFIXES = [
  'pharma', 'gear', 'supply', 'labs', 'store', 'shop', 'depot', 'direct', 'outlet', 'warehouse', 'hub', 'market', 'source', 'express',
  'zone', 'world', 'mart', 'meds', 'nutrition', 'chem', 'roids', 'peptides', 'sarms', 'deals', 'planet', 'station', 'point', 'base',
  'corner', 'club',
] as const;
export const SOURCE_ENDINGS = ['', '', '', '', '24', '-direct', '-online', '-uk', '-usa', '-eu', '365', '-shop', 'x', '-pro'] as const;

export const BRAND_FIRST = [
  'Alpha', 'Titan', 'Iron', 'Olympus', 'Spartan', 'Apex', 'Nova', 'Vector', 'Zenith', 'Atlas', 'Hercules', 'Primal', 'Kinetic', 'Crown',
  'Royal', 'Black', 'Red', 'Golden', 'Silver', 'Blue', 'Nordic', 'Balkan', 'Euro', 'British', 'Swiss', 'Pacific', 'Atlantic', 'Genesis',
  'Phoenix', 'Magnus', 'Maxim', 'Optimum', 'Ultimate', 'Pure', 'Elite', 'Gen', 'Bio', 'Meditech', 'Pharma', 'Sciroxx', 'Axio', 'Hilma',
  'Dragon', 'Eminence', 'Sterling', 'Vertex', 'Quantum', 'Helix', 'Cobalt', 'Onyx',
] as const;
export const BRAND_SECOND = [
  'Labs', 'Pharma', 'Nutrition', 'Pharmaceuticals', 'Biotech', 'Sciences', 'Research', 'Health', 'Performance', 'Supplements', 'Medical',
  'Bio', 'Life', 'Sport', 'Athletics', 'Formulations', 'Lab', 'Remedies',
] as const;

export interface ProductCategorySeed {
  name: string;
  type: 'Injectable' | 'Oral' | 'Other';
  /** Product lines of the category: [name, form, classification, half-life, dosage]. */
  lines: ReadonlyArray<readonly [string, string, string, string, string]>;
}

export const PRODUCT_CATEGORIES: ReadonlyArray<ProductCategorySeed> = [
  { name: 'Testosterone', type: 'Injectable', lines: [
    ['Testosterone Enanthate 250', 'Injection 10ml vial', 'Anabolic androgenic steroid', '4.5 days', '250 mg/ml'],
    ['Testosterone Cypionate 200', 'Injection 10ml vial', 'Anabolic androgenic steroid', '5 days', '200 mg/ml'],
    ['Testosterone Propionate 100', 'Injection 10ml vial', 'Anabolic androgenic steroid', '0.8 days', '100 mg/ml'],
    ['Sustanon 250', 'Injection 10ml vial', 'Testosterone ester blend', '15 days', '250 mg/ml'],
  ] },
  { name: 'Nandrolone', type: 'Injectable', lines: [
    ['Nandrolone Decanoate 300', 'Injection 10ml vial', 'Anabolic androgenic steroid', '6 days', '300 mg/ml'],
    ['NPP 100', 'Injection 10ml vial', 'Anabolic androgenic steroid', '2.5 days', '100 mg/ml'],
  ] },
  { name: 'Trenbolone', type: 'Injectable', lines: [
    ['Trenbolone Acetate 100', 'Injection 10ml vial', 'Anabolic androgenic steroid', '1 day', '100 mg/ml'],
    ['Trenbolone Enanthate 200', 'Injection 10ml vial', 'Anabolic androgenic steroid', '5 days', '200 mg/ml'],
  ] },
  { name: 'Boldenone & Masteron', type: 'Injectable', lines: [
    ['Boldenone Undecylenate 300', 'Injection 10ml vial', 'Anabolic androgenic steroid', '14 days', '300 mg/ml'],
    ['Masteron Propionate 100', 'Injection 10ml vial', 'DHT derivative', '0.8 days', '100 mg/ml'],
    ['Primobolan Depot 100', 'Injection 10ml vial', 'DHT derivative', '10 days', '100 mg/ml'],
  ] },
  { name: 'Peptides', type: 'Injectable', lines: [
    ['BPC-157 5mg', 'Lyophilized powder vial', 'Peptide', '4 hours', '5 mg/vial'],
    ['TB-500 5mg', 'Lyophilized powder vial', 'Peptide', '2 days', '5 mg/vial'],
    ['Ipamorelin 5mg', 'Lyophilized powder vial', 'Growth hormone secretagogue', '2 hours', '5 mg/vial'],
    ['CJC-1295 DAC 2mg', 'Lyophilized powder vial', 'Growth hormone releasing hormone', '7 days', '2 mg/vial'],
  ] },
  { name: 'Growth Hormone', type: 'Injectable', lines: [
    ['Somatropin 100IU Kit', 'Lyophilized powder kit', 'Recombinant growth hormone', '3 hours', '10 IU/vial'],
    ['HGH Pen 36IU', 'Injection pen', 'Recombinant growth hormone', '3 hours', '36 IU/pen'],
  ] },
  { name: 'HCG & Fertility', type: 'Injectable', lines: [
    ['HCG 5000IU', 'Lyophilized powder vial', 'Gonadotropin', '1.5 days', '5000 IU/vial'],
    ['HMG 75IU', 'Lyophilized powder vial', 'Gonadotropin', '1 day', '75 IU/vial'],
  ] },
  { name: 'Injectable Vitamins', type: 'Injectable', lines: [
    ['Vitamin B12 1000mcg', 'Injection ampoule', 'Vitamin', '6 days', '1000 mcg/ml'],
    ['L-Carnitine 500', 'Injection ampoule', 'Amino acid derivative', '15 hours', '500 mg/ml'],
  ] },
  { name: 'Oral Anabolics', type: 'Oral', lines: [
    ['Oxandrolone 10', 'Tablets 100 x 10mg', 'Oral anabolic steroid', '9 hours', '10 mg/tab'],
    ['Methandienone 10', 'Tablets 100 x 10mg', 'Oral anabolic steroid', '4.5 hours', '10 mg/tab'],
    ['Stanozolol 10', 'Tablets 100 x 10mg', 'Oral anabolic steroid', '9 hours', '10 mg/tab'],
    ['Turinabol 10', 'Tablets 100 x 10mg', 'Oral anabolic steroid', '16 hours', '10 mg/tab'],
    ['Oxymetholone 50', 'Tablets 50 x 50mg', 'Oral anabolic steroid', '8 hours', '50 mg/tab'],
  ] },
  { name: 'SERMs & PCT', type: 'Oral', lines: [
    ['Tamoxifen 20', 'Tablets 30 x 20mg', 'Selective estrogen receptor modulator', '5 days', '20 mg/tab'],
    ['Clomiphene 50', 'Tablets 30 x 50mg', 'Selective estrogen receptor modulator', '5 days', '50 mg/tab'],
    ['Enclomiphene 25', 'Capsules 30 x 25mg', 'Selective estrogen receptor modulator', '10 hours', '25 mg/cap'],
  ] },
  { name: 'Aromatase Inhibitors', type: 'Oral', lines: [
    ['Anastrozole 1', 'Tablets 30 x 1mg', 'Aromatase inhibitor', '2 days', '1 mg/tab'],
    ['Letrozole 2.5', 'Tablets 30 x 2.5mg', 'Aromatase inhibitor', '2 days', '2.5 mg/tab'],
    ['Exemestane 25', 'Tablets 30 x 25mg', 'Aromatase inactivator', '1 day', '25 mg/tab'],
  ] },
  { name: 'Fat Loss Orals', type: 'Oral', lines: [
    ['Clenbuterol 40', 'Tablets 100 x 40mcg', 'Beta-2 agonist', '36 hours', '40 mcg/tab'],
    ['T3 Liothyronine 25', 'Tablets 100 x 25mcg', 'Thyroid hormone', '2.5 days', '25 mcg/tab'],
    ['Yohimbine HCL 5', 'Tablets 90 x 5mg', 'Alpha-2 antagonist', '1 hour', '5 mg/tab'],
  ] },
  { name: 'SARMs', type: 'Oral', lines: [
    ['Ostarine MK-2866', 'Capsules 60 x 10mg', 'Selective androgen receptor modulator', '24 hours', '10 mg/cap'],
    ['Ligandrol LGD-4033', 'Capsules 60 x 5mg', 'Selective androgen receptor modulator', '30 hours', '5 mg/cap'],
    ['RAD-140 Testolone', 'Capsules 60 x 10mg', 'Selective androgen receptor modulator', '20 hours', '10 mg/cap'],
  ] },
  { name: 'Whey Protein', type: 'Other', lines: [
    ['Whey Isolate 2lb', 'Powder 908g', 'Protein supplement', '-', '30 g/scoop'],
    ['Gold Whey 5lb', 'Powder 2.27kg', 'Protein supplement', '-', '30 g/scoop'],
    ['Hydro Whey 4lb', 'Powder 1.8kg', 'Protein supplement', '-', '32 g/scoop'],
  ] },
  { name: 'Creatine', type: 'Other', lines: [
    ['Creatine Monohydrate 300g', 'Powder 300g', 'Ergogenic aid', '3 hours', '5 g/day'],
    ['Creatine HCL 120', 'Capsules 120', 'Ergogenic aid', '3 hours', '1.5 g/serving'],
  ] },
  { name: 'Pre-Workout', type: 'Other', lines: [
    ['Pre-Workout Ignite', 'Powder 30 servings', 'Stimulant pre-workout', '5 hours', '1 scoop'],
    ['Pump Matrix Stim-Free', 'Powder 25 servings', 'Non-stimulant pre-workout', '-', '1 scoop'],
  ] },
  { name: 'BCAA & EAA', type: 'Other', lines: [
    ['BCAA 2:1:1 400g', 'Powder 400g', 'Amino acids', '-', '10 g/serving'],
    ['EAA Complete 30', 'Powder 30 servings', 'Amino acids', '-', '12 g/serving'],
  ] },
  { name: 'Mass Gainers', type: 'Other', lines: [
    ['Serious Mass 6lb', 'Powder 2.72kg', 'Weight gainer', '-', '2 scoops'],
    ['Lean Gainer 3kg', 'Powder 3kg', 'Weight gainer', '-', '100 g/serving'],
  ] },
  { name: 'Testosterone Boosters', type: 'Other', lines: [
    ['Tribulus 1000', 'Capsules 90', 'Herbal supplement', '-', '1000 mg/day'],
    ['Tongkat Ali 400', 'Capsules 60', 'Herbal supplement', '-', '400 mg/day'],
  ] },
  { name: 'Vitamins & Minerals', type: 'Other', lines: [
    ['Multivitamin Sport', 'Tablets 90', 'Vitamin complex', '-', '3 tabs/day'],
    ['Vitamin D3 K2', 'Softgels 120', 'Vitamin', '-', '1 softgel/day'],
    ['ZMA Night', 'Capsules 90', 'Mineral complex', '-', '3 caps/day'],
  ] },
  { name: 'Liver & Joint Support', type: 'Other', lines: [
    ['TUDCA 250', 'Capsules 60', 'Bile acid', '3 days', '250 mg/cap'],
    ['NAC 600', 'Capsules 120', 'Antioxidant', '6 hours', '600 mg/cap'],
    ['Glucosamine Chondroitin MSM', 'Tablets 120', 'Joint support', '-', '3 tabs/day'],
  ] },
  { name: 'Fat Burners', type: 'Other', lines: [
    ['Thermo Shred', 'Capsules 60', 'Thermogenic', '5 hours', '2 caps/day'],
    ['L-Carnitine Liquid 3000', 'Liquid 500ml', 'Amino acid derivative', '-', '15 ml/day'],
  ] },
];

export const PRODUCT_VARIANTS = ['', '', ' Pro', ' Plus', ' Max', ' Elite', ' Original', ' Gold', ' Black Label', ' Pharma Grade', ' Forte', ' XR'] as const;

export const SOURCE_CATEGORIES = [
  ['Supplement Stores', 'SUP'],
  ['Sports Nutrition', 'NUT'],
  ['Pharmacy', 'PHA'],
  ['Peptides & Research', 'PEP'],
  ['Domestic Suppliers', 'DOM'],
  ['International Suppliers', 'INT'],
  ['Wholesale', 'WHO'],
  ['Health Foods', 'HLT'],
] as const;

export const PAYMENT_METHODS = [
  'Bitcoin', 'Ethereum', 'Litecoin', 'Monero', 'USDT', 'Bank Transfer', 'Visa', 'Mastercard', 'PayPal', 'Western Union', 'MoneyGram',
  'Skrill', 'Neteller', 'Revolut', 'Apple Pay', 'Google Pay', 'Zelle', 'Cash App', 'Gift Card', 'Cash on Delivery',
] as const;

export const NEWS_CATEGORIES = ['Industry News', 'Science & Research', 'Training', 'Nutrition', 'Lab Tests', 'Events', 'Community'] as const;

export const COMMUNITY_TOPICS: ReadonlyArray<readonly [string, string]> = [
  ['Bulking Season', 'Everything about gaining size: calorie surplus, meal plans, heavy compounds and progress logs.'],
  ['Cutting Crew', 'Getting lean without losing muscle. Share your deficit strategy, cardio plans and check-ins.'],
  ['Powerlifting Hub', 'Squat, bench, deadlift. Programming, meet prep, form checks and new PRs.'],
  ['Natty Lifters', 'Drug-free training and nutrition. Honest progress from natural athletes.'],
  ['Bloodwork Club', 'Post and discuss your lab results, markers to watch and how to read them.'],
  ['Home Gym Builders', 'Racks, plates, benches and garage setups on any budget.'],
  ['Meal Prep Kitchen', 'High-protein recipes, batch cooking ideas and macro-friendly snacks.'],
  ['Women Who Lift', 'A supportive space for women in strength training and bodybuilding.'],
  ['Over 40 Lifting', 'Training smart after forty: recovery, joints, hormones and longevity.'],
  ['Classic Physique', 'Golden-era aesthetics, posing practice and competition prep.'],
  ['Strongman Corner', 'Atlas stones, yokes, logs and everything odd-object.'],
  ['Supplement Talk', 'Reviews and questions about protein, creatine, pre-workouts and more.'],
  ['Lab Test Results', 'Independent test results of products and what they mean for buyers.'],
  ['Harm Reduction', 'Safety first: health markers, doctors, and responsible decisions.'],
  ['Calisthenics', 'Bodyweight skills, levers, planches and street workout.'],
  ['CrossFit Box', 'WODs, benchmarks and competition talk.'],
  ['Beginner Gains', 'New to lifting? Ask anything, no judgement here.'],
  ['Recovery & Sleep', 'Mobility, sleep hygiene, deloads and injury prevention.'],
  ['Physique Updates', 'Progress pictures and weekly check-ins.'],
  ['Olympic Lifting', 'Snatch, clean and jerk technique and programming.'],
  ['Vegan Athletes', 'Plant-based nutrition for performance and muscle growth.'],
  ['Keto Lifters', 'Low-carb and ketogenic approaches for strength athletes.'],
  ['Cardio Haters', 'Minimum effective dose of cardio for people who hate it.'],
  ['Arm Day Every Day', 'Biceps, triceps and forearms. Sleeve-splitting programs.'],
  ['Leg Day Survivors', 'Squats, lunges and the pain of leg day.'],
  ['Peptide Research', 'Reading studies on peptides and discussing the evidence.'],
  ['Coaches Lounge', 'Personal trainers and online coaches sharing methods.'],
  ['Gym Memes', 'The lighter side of lifting. Keep it friendly.'],
  ['Contest Prep', 'Peak week, water, carbs and stage day logistics.'],
  ['Budget Nutrition', 'Hitting protein goals without breaking the bank.'],
  ['Hypertrophy Science', 'Volume, frequency, proximity to failure: what the research says.'],
  ['Source Reviews Talk', 'Discuss your experiences with sources, delivery times and service.'],
  ['Brand Quality Watch', 'Compare brands, batch quality and packaging changes.'],
  ['Martial Arts S&C', 'Strength and conditioning for fighters and grapplers.'],
  ['Endurance & Hybrid', 'Running and lifting together: hybrid athlete training.'],
  ['Mobility Masters', 'Flexibility routines and joint health for lifters.'],
  ['Transformation Stories', 'Before and after journeys with the lessons learned.'],
  ['Europe Lifters', 'Gyms, events and shipping talk for lifters in Europe.'],
  ['USA Iron', 'Meets, gyms and community for lifters in the United States.'],
  ['Asia Pacific Gains', 'Training community for lifters in Asia and Oceania.'],
];

export const HASHTAGS = [
  'bulking', 'cutting', 'legday', 'chestday', 'backday', 'armday', 'deadlift', 'squat', 'benchpress', 'mealprep', 'protein', 'creatine',
  'preworkout', 'progress', 'transformation', 'bloodwork', 'recovery', 'sleep', 'cardio', 'mobility', 'pr', 'powerlifting', 'physique',
  'contestprep', 'motivation', 'homegym', 'nutrition', 'labtest', 'newpr', 'gymlife', 'strength', 'hypertrophy', 'deload', 'peakweek',
  'abs', 'shoulders', 'glutes', 'macros', 'fasting', 'supplements',
] as const;

// ---- sentence fragments -------------------------------------------------------------------

const SOURCE_REVIEW_GOOD = [
  'Ordered twice now and both packages arrived without any issue.',
  'Delivery took {days} days which is better than they promised.',
  'Customer support answered my e-mail within a few hours.',
  'Prices are among the best I have seen, especially on bulk orders.',
  'Packaging was discreet and everything was well protected.',
  'Tracking number came the same day I paid.',
  'Products are exactly as described on the website.',
  'They threw in a small extra with my order, nice touch.',
  'Reship was offered immediately when my parcel got stuck in customs.',
  'Payment was simple and the confirmation came right away.',
  'Bloodwork confirmed the products are properly dosed.',
  'Been using them for over a year, consistent quality every time.',
];
const SOURCE_REVIEW_BAD = [
  'Delivery took almost {days} days and tracking did not update for a week.',
  'Support was slow to reply and the answers were copy-paste.',
  'Prices went up since my last order without notice.',
  'One item was missing from my order and it took a while to sort out.',
  'Packaging was damaged on arrival, one vial was cracked.',
  'Website is confusing and the checkout failed twice.',
  'Communication could be much better.',
];
const BRAND_REVIEW_GOOD = [
  'Quality feels consistent from batch to batch.',
  'Labels are clear and the batch numbers can be verified on their site.',
  'Lab tests I have seen put it right on the labelled dose.',
  'Very smooth, no post-injection pain at all.',
  'Mixes easily and tastes better than most brands I tried.',
  'Solid results on my last cycle, strength went up steadily.',
  'Packaging looks professional, proper seals and holograms.',
  'Fair price for the quality you get.',
  'My go-to brand for the past two years.',
];
const BRAND_REVIEW_BAD = [
  'The last batch felt noticeably weaker than the previous one.',
  'Some PIP with this batch, not terrible but noticeable.',
  'The taste is quite chemical and it clumps in the shaker.',
  'Hard to verify the batch codes, the website was down.',
  'Overpriced compared to similar brands.',
  'Results were average at best.',
];
const REVIEW_OPENERS = [
  'Honest review after several orders.',
  'Quick update for everyone asking.',
  'My experience so far:',
  'Long time reader, first review.',
  'Writing this after my third order.',
  'Here is my take.',
  '',
  '',
];
const REVIEW_CLOSERS = [
  'Would recommend.',
  'Will order again.',
  'Overall happy with it.',
  'Not sure I will order again.',
  'Five stars from me.',
  'Keep it up!',
  'Hope this helps someone.',
  '',
];
const COMMENT_TEXTS = [
  'Thanks for the detailed review, very helpful.',
  'Same experience here, delivery was quick for me too.',
  'How long did shipping take to your country?',
  'Did you get bloodwork done on this batch?',
  'Agree 100%, been ordering from them for a while.',
  'Interesting, my last order was different.',
  'Good to know, I was about to place an order.',
  'Which payment method did you use?',
  'Appreciate the honesty.',
  'Had the opposite experience unfortunately.',
  'Great write-up, thanks!',
  'Was the packaging discreet?',
];
const OWNER_REPLIES = [
  'Thank you for your feedback, we are glad you are happy with your order!',
  'We are sorry about the delay. Please contact our support with your order number and we will make it right.',
  'Thanks for choosing us. See you on your next order!',
  'We appreciate the review. Our team is always available by e-mail.',
];

const POST_TEXTS = [
  'Hit a new PR on deadlift today, {n} kg for a single. Feeling strong.',
  'Week {n} of my cut. Down 4 kg so far and strength is holding up.',
  'What is everyone eating pre-workout? Looking for ideas.',
  'Meal prep Sunday: chicken, rice, broccoli and a lot of patience.',
  'Finally got my home gym finished. Power rack, bench and 200 kg of plates.',
  'Anyone tried the new batch from this brand? Reviews look mixed.',
  'Sleep is the most underrated supplement. Change my mind.',
  'Leg day done. Walking is optional for the next two days.',
  'Bloodwork came back clean after {n} weeks. Doctor was happy.',
  'Deload week. Hardest part is not training heavy.',
  'Progress check: {n} months in and finally seeing real changes.',
  'Tip: log every session. You cannot improve what you do not measure.',
  'Creatine every day, no loading phase, no breaks. Works for me.',
  'Shoulder feeling better after adding face pulls every session.',
  'Who else trains fasted in the morning?',
  'Bench finally moved after being stuck for months. Paused reps did it.',
];
const POLL_TITLES: ReadonlyArray<readonly [string, string[]]> = [
  ['Best time to train?', ['Morning', 'Lunch break', 'Evening', 'Late night']],
  ['Favourite compound lift?', ['Squat', 'Bench press', 'Deadlift', 'Overhead press']],
  ['How many days a week do you train?', ['3 or less', '4', '5', '6 or more']],
  ['Bulking or cutting right now?', ['Bulking', 'Cutting', 'Maintenance']],
  ['Creatine: monohydrate or HCL?', ['Monohydrate', 'HCL', 'Do not use it']],
  ['Most important for progress?', ['Training', 'Nutrition', 'Sleep', 'Consistency']],
  ['Preferred cardio?', ['Walking', 'Cycling', 'Running', 'Stairmaster', 'None']],
  ['Which split do you run?', ['Full body', 'Upper/Lower', 'Push/Pull/Legs', 'Bro split']],
];

const NEWS_TITLE_PARTS: ReadonlyArray<readonly [string, string]> = [
  ['New Study Links', 'Protein Timing to Better Recovery'],
  ['Independent Lab Tests', 'Popular Creatine Products'],
  ['Customs Crackdown', 'Delays Parcels Across Europe'],
  ['Top 10 Sources', 'Ranked by Our Members This Month'],
  ['Brand Spotlight:', 'How Batch Testing Builds Trust'],
  ['Beginner Guide:', 'Reading Your First Bloodwork Panel'],
  ['Training Science:', 'Volume Versus Intensity Explained'],
  ['Nutrition Myths', 'Debunked by Sports Dietitians'],
  ['Event Recap:', 'Regional Powerlifting Championship'],
  ['Community Update:', 'New Features for Members'],
  ['Price Watch:', 'Whey Protein Costs Keep Climbing'],
  ['Safety Alert:', 'Counterfeit Products Reported'],
  ['Interview:', 'A Coach on Sustainable Cutting'],
  ['Research Roundup:', 'Peptides and Tendon Healing'],
  ['Market Report:', 'Payment Methods Sources Prefer in 2025'],
];

const DESCRIPTION_SENTENCES = [
  'We ship worldwide with tracked and discreet packaging.',
  'All products are sourced directly from the manufacturers.',
  'Our support team answers e-mails seven days a week.',
  'Every order is packed within 24 hours of payment.',
  'We offer a free reship policy on lost parcels.',
  'Bulk discounts are available on orders over 300 USD.',
  'Batch numbers can be verified on the manufacturer website.',
  'Trusted by thousands of athletes since we opened.',
  'We only stock products that pass independent lab tests.',
  'Loyalty points on every order, redeemable at checkout.',
];
const BRAND_SENTENCES = [
  'Manufactured in a GMP-certified facility.',
  'Every batch is third-party tested before release.',
  'Products carry a scratch code for authenticity checks.',
  'Formulated for serious athletes and bodybuilders.',
  'Our range covers everything from basics to advanced compounds.',
  'Consistent quality is our first promise.',
  'Sold through a network of official resellers worldwide.',
  'Research-driven formulations with transparent labels.',
];

export function fill(text: string, rng: Rng): string {
  return text.replace(/\{days\}/g, () => String(rng.int(4, 21))).replace(/\{n\}/g, () => String(rng.int(2, 12) * (text.includes('kg') ? 20 : 1)));
}

/** A review text (HTML) whose tone follows the rating. */
export function reviewText(rng: Rng, kind: 'source' | 'brand' | 'product', rating: number): string {
  const good = kind === 'source' ? SOURCE_REVIEW_GOOD : BRAND_REVIEW_GOOD;
  const bad = kind === 'source' ? SOURCE_REVIEW_BAD : BRAND_REVIEW_BAD;
  const n = rng.int(2, 4);
  const parts: string[] = [];
  const opener = rng.pick(REVIEW_OPENERS);
  if (opener) parts.push(opener);
  for (let i = 0; i < n; i++) {
    const positive = rng.next() < (rating - 1) / 4 + 0.05;
    parts.push(fill(rng.pick(positive ? good : bad), rng));
  }
  const closer = rating >= 4 ? rng.pick(REVIEW_CLOSERS.slice(0, 3).concat(REVIEW_CLOSERS.slice(4))) : rating <= 2 ? 'Not sure I will order again.' : rng.pick(REVIEW_CLOSERS);
  if (closer) parts.push(closer);
  return `<p>${[...new Set(parts)].join(' ')}</p>`;
}

export const commentText = (rng: Rng) => rng.pick(COMMENT_TEXTS);
export const ownerReplyText = (rng: Rng) => rng.pick(OWNER_REPLIES);

export function postText(rng: Rng, tags: string[]): string {
  const text = fill(rng.pick(POST_TEXTS), rng);
  const tagText = tags.map((t) => `#${t}`).join(' ');
  return `<p>${text}${tagText ? ` ${tagText}` : ''}</p>`;
}

export const pollFor = (rng: Rng) => rng.pick(POLL_TITLES);

export function newsTitle(rng: Rng, i: number): string {
  const [a, b] = NEWS_TITLE_PARTS[i % NEWS_TITLE_PARTS.length];
  return `${a} ${b}`;
}

export function newsContent(rng: Rng, title: string): string {
  const paragraphs = [
    `<p><strong>${title}.</strong> ${rng.pick(DESCRIPTION_SENTENCES)} Members of the IronScore community have been following this topic closely over the past weeks.</p>`,
    `<p>According to the people we spoke with, the most important thing is to stay informed and to compare sources before buying. ${rng.pick(BRAND_SENTENCES)}</p>`,
    '<h3>What it means for you</h3>',
    '<ul><li>Read recent reviews before you order.</li><li>Check batch numbers and lab tests where available.</li><li>Use the price matcher to compare offers.</li></ul>',
    '<p>We will keep this article updated as more information becomes available. Share your own experience in the community.</p>',
  ];
  return paragraphs.join('\n');
}

export function sourceDescription(rng: Rng, name: string): string {
  const s = rng.sample(DESCRIPTION_SENTENCES, 3);
  return `<p><strong>${name}</strong> is an online shop for fitness and performance products.</p><p>${s.join(' ')}</p>`;
}

export function brandDescription(rng: Rng, name: string): string {
  const s = rng.sample(BRAND_SENTENCES, 3);
  return `<p><strong>${name}</strong> produces supplements and performance products for athletes.</p><p>${s.join(' ')}</p>`;
}

export function productDescription(rng: Rng, name: string, classification: string): string {
  return `<p><strong>${name}</strong> — ${classification.toLowerCase()}. ${rng.pick(BRAND_SENTENCES)}</p><p>Store in a cool, dry place away from direct sunlight. Keep out of reach of children.</p>`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
