// Open positions at the restaurants and the London head office, with application questions of every
// type, and the job title groups of spec section 9. Locations come from the restaurants' coordinates.
import type { JobQuestion } from '@tavola/core/jobs';
import { restaurantById } from './restaurants';
import type { ImagePath, JobCategory, JobTitleGroup, JobType, SeedJob } from './seed.types';

export const JOB_CATEGORIES: readonly JobCategory[] = ['Back of House', 'Front of House', 'Management', 'Head Office', 'Bar'];
export const JOB_TYPES: readonly JobType[] = ['full time', 'part time'];

export const jobTitleGroups: Record<JobTitleGroup, string[]> = {
  Bar: ['Bartender', 'Cocktail Bartender', 'Bar Supervisor', 'Barista', 'Bar Back'],
  'foh team': ['Waiter / Waitress', 'Host', 'Food Runner', 'Sommelier', 'Cashier'],
  'General Manager': ['General Manager', 'Opening General Manager', 'Area General Manager'],
  'foh support': ['Assistant Manager', 'Restaurant Supervisor', 'Head Waiter', 'Reservations Coordinator', 'Events Coordinator'],
  'boh team': ['Chef de Partie', 'Pizza Chef', 'Pasta Chef', 'Commis Chef', 'Pastry Chef'],
  'Head Chef': ['Head Chef', 'Executive Chef', 'Development Chef'],
  'boh support': ['Sous Chef', 'Junior Sous Chef', 'Kitchen Porter', 'Prep Cook', 'Kitchen Team Leader'],
};

/** Spec section 9: backend categories map to a page slug, Head Office and others to quick-service. */
export const jobCategoryHeaders: Record<JobCategory, { slug: string; image: ImagePath }> = {
  'Back of House': { slug: 'back-of-house', image: '/images/jobs/back-of-house.svg' },
  'Front of House': { slug: 'front-of-house', image: '/images/jobs/front-of-house.svg' },
  Management: { slug: 'management', image: '/images/jobs/management.svg' },
  'Head Office': { slug: 'quick-service', image: '/images/jobs/quick-service.svg' },
  Bar: { slug: 'quick-service', image: '/images/jobs/quick-service.svg' },
};

export const HEAD_OFFICE = {
  name: 'Head Office',
  address: '3rd Floor, 41 Marlowe Yard, London EC1V 9QX',
  city: 'London',
  location: { lat: 51.5256, lng: -0.0876 },
} as const;

// ------------------------------------------------------------------------------------------------ Questions

const Q = {
  rightToWork: { id: 'q-right-to-work', question: 'Do you have the right to work in the UK?', type: 'YES_NO', options: ['Yes', 'No'], is_mandatory: true },
  over18: { id: 'q-over-18', question: 'Are you 18 or over?', type: 'YES_NO', options: ['Yes', 'No'], is_mandatory: true },
  weekends: { id: 'q-weekends', question: 'Are you able to work weekends?', type: 'YES_NO', options: ['Yes', 'No'], is_mandatory: false },
  personalLicence: { id: 'q-personal-licence', question: 'Do you hold a personal licence to sell alcohol?', type: 'YES_NO', options: ['Yes', 'No'], is_mandatory: false },
  relocate: { id: 'q-relocate', question: 'Would you consider relocating for the right role?', type: 'YES_NO', options: ['Yes', 'No'], is_mandatory: false },
  hours: {
    id: 'q-hours',
    question: 'How many hours a week are you looking for?',
    type: 'SINGLE_CHOICE',
    options: ['Up to 16', '16 to 30', '30 to 40', 'More than 40'],
    is_mandatory: true,
  },
  start: {
    id: 'q-start',
    question: 'When could you start?',
    type: 'SINGLE_CHOICE',
    options: ['Immediately', 'Within two weeks', 'Within a month', 'In more than a month'],
    is_mandatory: false,
  },
  foodHygiene: {
    id: 'q-food-hygiene',
    question: 'What is your highest food hygiene certificate?',
    type: 'SINGLE_CHOICE',
    options: ['Level 2', 'Level 3', 'Level 4', 'None yet'],
    is_mandatory: true,
  },
  teamSize: {
    id: 'q-team-size',
    question: 'What is the largest team you have led?',
    type: 'SINGLE_CHOICE',
    options: ['1 to 10', '11 to 25', '26 to 50', 'More than 50'],
    is_mandatory: true,
  },
  shifts: {
    id: 'q-shifts',
    question: 'Which shifts can you work? Tick all that apply.',
    type: 'MULTIPLE_CHOICE',
    options: ['Weekday lunch', 'Weekday evening', 'Weekend lunch', 'Weekend evening', 'Late close'],
    is_mandatory: true,
  },
  sections: {
    id: 'q-kitchen-sections',
    question: 'Which kitchen sections have you worked on?',
    type: 'MULTIPLE_CHOICE',
    options: ['Pizza', 'Pasta', 'Grill', 'Larder', 'Pastry', 'Prep'],
    is_mandatory: false,
  },
  languages: {
    id: 'q-languages',
    question: 'Which languages do you speak well enough to serve guests in?',
    type: 'MULTIPLE_CHOICE',
    options: ['English', 'Italian', 'Spanish', 'French', 'Polish', 'Portuguese', 'Other'],
    is_mandatory: false,
  },
  tools: {
    id: 'q-tools',
    question: 'Which of these tools do you use confidently?',
    type: 'MULTIPLE_CHOICE',
    options: ['Excel', 'Google Workspace', 'Canva', 'Figma', 'Power BI', 'Sage'],
    is_mandatory: false,
  },
  why: { id: 'q-why', question: 'Why would you like to join Casa Ventura?', type: 'TEXT', is_mandatory: true },
  dish: { id: 'q-dish', question: 'Tell us about a dish you are proud of cooking.', type: 'TEXT', is_mandatory: false },
  cocktail: { id: 'q-cocktail', question: 'Which cocktail would you make us, and why?', type: 'TEXT', is_mandatory: false },
  portfolio: { id: 'q-portfolio', question: 'A link to your portfolio or recent work (optional).', type: 'TEXT', is_mandatory: false },
  notice: { id: 'q-notice', question: 'What is your notice period?', type: 'TEXT', is_mandatory: true },
} satisfies Record<string, JobQuestion>;

// ------------------------------------------------------------------------------------------------ Roles

interface Role {
  name: string;
  category: JobCategory;
  titleGroup: JobTitleGroup | null;
  salary: Record<JobType, string>;
  cvRequired: boolean;
  workExperienceRequired: boolean;
  summary: string;
  duties: string[];
  needs: string[];
  questions: JobQuestion[];
}

const BENEFITS = [
  '50% off food for you and up to three friends at every Casa Ventura',
  'A free meal on every shift, cooked by the team',
  'Tips shared fairly through a transparent tronc',
  '28 days\' holiday (pro rata), rising with service',
  'Training through the Casa Ventura Academy, including a trip to Italy for top performers',
  'Pension, cycle-to-work scheme and an employee assistance line',
];

const HOURLY_FOH = { 'full time': '£12.60 per hour plus tronc (averaging £3.10 per hour)', 'part time': '£12.60 per hour plus tronc (averaging £3.10 per hour)' };

const ROLES: Record<string, Role> = {
  'head-chef': {
    name: 'Head Chef',
    category: 'Back of House',
    titleGroup: 'Head Chef',
    salary: { 'full time': '£46,000 to £52,000 per year plus quarterly bonus', 'part time': '£26.50 per hour' },
    cvRequired: true,
    workExperienceRequired: true,
    summary: 'lead a kitchen that cooks everything from scratch, from the morning\'s pasta to the last pizza of the night',
    duties: [
      'Run a brigade of 10 to 16 chefs and kitchen porters, setting rotas and standards',
      'Keep food costs, waste and margins on target without cutting corners',
      'Train your team on our recipes and coach the next generation of sous chefs',
      'Own food safety, allergen management and the kitchen\'s five-star hygiene rating',
    ],
    needs: [
      'At least two years as a head chef or senior sous chef in a busy, fresh-food kitchen',
      'A love of Italian cooking and a good palate',
      'Level 3 food hygiene or above',
      'Calm leadership on a Saturday night',
    ],
    questions: [Q.rightToWork, Q.teamSize, Q.sections, Q.dish, Q.notice],
  },
  'sous-chef': {
    name: 'Sous Chef',
    category: 'Back of House',
    titleGroup: 'boh support',
    salary: { 'full time': '£36,000 to £40,000 per year plus bonus', 'part time': '£18.50 per hour' },
    cvRequired: true,
    workExperienceRequired: true,
    summary: 'be the head chef\'s right hand and run the pass on their days off',
    duties: [
      'Run service on the pass, keeping tickets moving and plates consistent',
      'Order stock, check deliveries and keep the walk-in in order',
      'Train chefs de partie and commis on every section',
      'Complete daily food safety and allergen checks',
    ],
    needs: ['Experience as a sous chef or strong junior sous chef', 'Level 3 food hygiene', 'Organised, fair and good humoured'],
    questions: [Q.rightToWork, Q.foodHygiene, Q.sections, Q.start],
  },
  'chef-de-partie': {
    name: 'Chef de Partie',
    category: 'Back of House',
    titleGroup: 'boh team',
    salary: { 'full time': '£30,500 per year plus tronc', 'part time': '£15.20 per hour plus tronc' },
    cvRequired: true,
    workExperienceRequired: false,
    summary: 'run your own section, whether that is pasta, grill or larder',
    duties: ['Prepare and cook your section to our recipes', 'Keep your station clean, labelled and stocked', 'Help train commis chefs'],
    needs: ['Some experience in a professional kitchen', 'Level 2 food hygiene (we can train you)', 'Pride in consistent food'],
    questions: [Q.rightToWork, Q.foodHygiene, Q.sections, Q.shifts],
  },
  'pizza-chef': {
    name: 'Pizza Chef',
    category: 'Back of House',
    titleGroup: 'boh team',
    salary: { 'full time': '£13.40 per hour plus tronc', 'part time': '£13.40 per hour plus tronc' },
    cvRequired: false,
    workExperienceRequired: false,
    summary: 'stretch, top and bake Neapolitan pizza in a wood-fired oven',
    duties: ['Make and ball our 48-hour dough', 'Stretch and top pizzas to spec', 'Manage the wood-fired oven through service'],
    needs: ['No pizza experience needed: our pizzaioli will train you', 'Stamina and a steady hand', 'A good sense of humour near a 450°C oven'],
    questions: [Q.rightToWork, Q.shifts, Q.start],
  },
  'commis-chef': {
    name: 'Commis Chef',
    category: 'Back of House',
    titleGroup: 'boh team',
    salary: { 'full time': '£12.80 per hour plus tronc', 'part time': '£12.80 per hour plus tronc' },
    cvRequired: false,
    workExperienceRequired: false,
    summary: 'start your career in a kitchen that cooks from scratch',
    duties: ['Prepare vegetables, sauces and fresh pasta', 'Support chefs de partie during service', 'Learn every section of the kitchen'],
    needs: ['Enthusiasm and a willingness to learn', 'Catering college is a plus but not required'],
    questions: [Q.rightToWork, Q.hours, Q.why],
  },
  'kitchen-porter': {
    name: 'Kitchen Porter',
    category: 'Back of House',
    titleGroup: 'boh support',
    salary: { 'full time': '£12.60 per hour plus tronc', 'part time': '£12.60 per hour plus tronc' },
    cvRequired: false,
    workExperienceRequired: false,
    summary: 'keep the kitchen running: no kitchen works without a great KP',
    duties: ['Wash pots, pans and crockery', 'Keep the kitchen and stores clean and safe', 'Help with prep when things are quiet'],
    needs: ['Reliability and teamwork', 'No experience needed'],
    questions: [Q.rightToWork, Q.hours, Q.shifts],
  },
  'pastry-chef': {
    name: 'Pastry Chef',
    category: 'Back of House',
    titleGroup: 'boh team',
    salary: { 'full time': '£32,000 per year plus tronc', 'part time': '£16.00 per hour plus tronc' },
    cvRequired: true,
    workExperienceRequired: true,
    summary: 'make our tiramisù, cannoli and seasonal tarts for our busiest restaurant',
    duties: ['Produce all desserts and breads for the restaurant', 'Develop seasonal specials with the head chef', 'Manage pastry stock and ordering'],
    needs: ['Experience as a pastry chef de partie or above', 'Precision and patience'],
    questions: [Q.rightToWork, Q.foodHygiene, Q.dish],
  },
  waiter: {
    name: 'Waiter / Waitress',
    category: 'Front of House',
    titleGroup: 'foh team',
    salary: HOURLY_FOH,
    cvRequired: false,
    workExperienceRequired: false,
    summary: 'look after our guests and make every table feel like a family dinner',
    duties: ['Welcome guests, take orders and serve food and drinks', 'Know the menu, including allergens, inside out', 'Work as one team with the kitchen and bar'],
    needs: ['A warm smile and a good memory', 'Experience is welcome but not essential: we train you'],
    questions: [Q.rightToWork, Q.over18, Q.shifts, Q.languages],
  },
  host: {
    name: 'Host',
    category: 'Front of House',
    titleGroup: 'foh team',
    salary: HOURLY_FOH,
    cvRequired: false,
    workExperienceRequired: false,
    summary: 'be the first and last face our guests see',
    duties: ['Greet guests and manage the door and waiting list', 'Answer the phone and manage bookings', 'Keep the restaurant flowing on busy nights'],
    needs: ['Confidence, warmth and organisation', 'Comfortable with booking software'],
    questions: [Q.rightToWork, Q.weekends, Q.hours],
  },
  runner: {
    name: 'Food Runner',
    category: 'Front of House',
    titleGroup: 'foh team',
    salary: HOURLY_FOH,
    cvRequired: false,
    workExperienceRequired: false,
    summary: 'get food from the pass to the table hot and beautiful',
    duties: ['Run food to tables quickly and carefully', 'Support waiters and clear tables', 'Help set up and close the restaurant'],
    needs: ['Energy and teamwork', 'No experience needed'],
    questions: [Q.rightToWork, Q.shifts],
  },
  sommelier: {
    name: 'Sommelier',
    category: 'Front of House',
    titleGroup: 'foh team',
    salary: { 'full time': '£32,000 per year plus tronc', 'part time': '£16.50 per hour plus tronc' },
    cvRequired: true,
    workExperienceRequired: true,
    summary: 'champion our list of small Italian producers',
    duties: ['Guide guests through the wine list', 'Train the team on wine and food pairing', 'Manage the cellar and stock counts'],
    needs: ['WSET Level 2 or above', 'Experience on a restaurant floor', 'A curious palate'],
    questions: [Q.rightToWork, Q.over18, Q.languages, Q.why],
  },
  'events-coordinator': {
    name: 'Events Coordinator',
    category: 'Front of House',
    titleGroup: 'foh support',
    salary: { 'full time': '£28,000 per year plus tronc', 'part time': '£14.50 per hour plus tronc' },
    cvRequired: true,
    workExperienceRequired: false,
    summary: 'turn group enquiries and private dining into unforgettable nights',
    duties: ['Answer group and event enquiries', 'Plan menus and set-ups with the head chef', 'Host events on the night'],
    needs: ['Great written communication', 'Experience in hospitality or events'],
    questions: [Q.rightToWork, Q.weekends, Q.tools, Q.why],
  },
  bartender: {
    name: 'Bartender',
    category: 'Bar',
    titleGroup: 'Bar',
    salary: { 'full time': '£13.00 per hour plus tronc (averaging £3.40 per hour)', 'part time': '£13.00 per hour plus tronc (averaging £3.40 per hour)' },
    cvRequired: false,
    workExperienceRequired: false,
    summary: 'mix spritz, Negroni and our seasonal cocktails',
    duties: ['Make drinks to spec, quickly and beautifully', 'Keep the bar clean, stocked and inviting', 'Serve guests at the bar and know when to stop serving'],
    needs: ['Bar experience, or a real wish to learn', 'Over 18'],
    questions: [Q.rightToWork, Q.over18, Q.shifts, Q.cocktail],
  },
  'bar-supervisor': {
    name: 'Bar Supervisor',
    category: 'Bar',
    titleGroup: 'Bar',
    salary: { 'full time': '£29,000 per year plus tronc', 'part time': '£15.00 per hour plus tronc' },
    cvRequired: true,
    workExperienceRequired: true,
    summary: 'run a busy cocktail bar and train a team of bartenders',
    duties: ['Lead the bar team during service', 'Order stock and run stock counts', 'Create seasonal cocktails with our drinks team'],
    needs: ['A year or more running a bar', 'A personal licence, or willingness to get one'],
    questions: [Q.rightToWork, Q.over18, Q.personalLicence, Q.teamSize, Q.cocktail],
  },
  barista: {
    name: 'Barista',
    category: 'Bar',
    titleGroup: 'Bar',
    salary: { 'full time': '£12.60 per hour plus tronc', 'part time': '£12.60 per hour plus tronc' },
    cvRequired: false,
    workExperienceRequired: false,
    summary: 'pull the perfect espresso for our café guests',
    duties: ['Make coffee to our Ventura blend recipes', 'Serve cakes and pastries', 'Keep the machine and counter spotless'],
    needs: ['Coffee experience is a bonus', 'Early starts are no problem'],
    questions: [Q.rightToWork, Q.hours],
  },
  'general-manager': {
    name: 'General Manager',
    category: 'Management',
    titleGroup: 'General Manager',
    salary: { 'full time': '£50,000 to £58,000 per year plus bonus up to 20%', 'part time': 'Not available part time' },
    cvRequired: true,
    workExperienceRequired: true,
    summary: 'lead one of our restaurants as if it were your own',
    duties: [
      'Lead a team of 30 to 50 across kitchen, floor and bar',
      'Own the profit and loss, from labour to wastage',
      'Recruit, train and develop your managers',
      'Be the face of Casa Ventura in your neighbourhood',
    ],
    needs: ['At least two years as a general manager in a busy restaurant', 'Strong commercial sense', 'A personal licence'],
    questions: [Q.rightToWork, Q.teamSize, Q.personalLicence, Q.relocate, Q.notice],
  },
  'assistant-manager': {
    name: 'Assistant Manager',
    category: 'Management',
    titleGroup: 'foh support',
    salary: { 'full time': '£36,000 per year plus tronc and bonus', 'part time': '£18.00 per hour plus tronc' },
    cvRequired: true,
    workExperienceRequired: true,
    summary: 'run shifts and develop the floor team alongside the general manager',
    duties: ['Run shifts as manager on duty', 'Coach supervisors and floor staff', 'Handle cash-up, rotas and guest feedback'],
    needs: ['Experience as an assistant manager or senior supervisor', 'A personal licence is a bonus'],
    questions: [Q.rightToWork, Q.teamSize, Q.weekends, Q.notice],
  },
  'restaurant-supervisor': {
    name: 'Restaurant Supervisor',
    category: 'Management',
    titleGroup: 'foh support',
    salary: { 'full time': '£14.20 per hour plus tronc', 'part time': '£14.20 per hour plus tronc' },
    cvRequired: true,
    workExperienceRequired: false,
    summary: 'take your first step into management',
    duties: ['Supervise the floor during service', 'Open and close the restaurant', 'Help train new team members'],
    needs: ['Experience as a waiter or host', 'Ready to lead'],
    questions: [Q.rightToWork, Q.shifts, Q.why],
  },
  'marketing-executive': {
    name: 'Marketing Executive',
    category: 'Head Office',
    titleGroup: null,
    salary: { 'full time': '£34,000 to £38,000 per year', 'part time': '£19.00 per hour' },
    cvRequired: true,
    workExperienceRequired: false,
    summary: 'tell the Casa Ventura story across e-mail, social and our restaurants',
    duties: ['Plan and send our weekly e-mails and offers', 'Work with restaurants on local marketing', 'Report on campaign results'],
    needs: ['A year or more in marketing, ideally consumer or hospitality', 'Great writing and an eye for a photo'],
    questions: [Q.rightToWork, Q.tools, Q.portfolio, Q.notice],
  },
  'payroll-administrator': {
    name: 'Payroll Administrator',
    category: 'Head Office',
    titleGroup: null,
    salary: { 'full time': '£30,000 per year', 'part time': '£16.50 per hour, 24 hours a week' },
    cvRequired: true,
    workExperienceRequired: false,
    summary: 'make sure 1,200 team members are paid right and on time',
    duties: ['Process weekly and monthly payroll', 'Handle tronc distribution and queries', 'Keep records accurate and confidential'],
    needs: ['Payroll experience, ideally in hospitality', 'Accuracy and discretion'],
    questions: [Q.rightToWork, Q.tools, Q.hours],
  },
  'recruitment-partner': {
    name: 'Recruitment Partner',
    category: 'Head Office',
    titleGroup: null,
    salary: { 'full time': '£38,000 to £42,000 per year plus bonus', 'part time': '£21.00 per hour' },
    cvRequired: true,
    workExperienceRequired: true,
    summary: 'find the chefs, managers and hosts who make our restaurants special',
    duties: ['Recruit for restaurants across the UK', 'Run our careers site and job adverts', 'Coach managers on interviewing'],
    needs: ['In-house or agency recruitment experience', 'Happy to travel to our restaurants'],
    questions: [Q.rightToWork, Q.relocate, Q.notice, Q.why],
  },
  'guest-relations-advisor': {
    name: 'Guest Relations Advisor',
    category: 'Head Office',
    titleGroup: null,
    salary: { 'full time': '£27,000 per year', 'part time': '£14.00 per hour' },
    cvRequired: false,
    workExperienceRequired: false,
    summary: 'answer our guests by e-mail and phone, and put things right when they go wrong',
    duties: ['Reply to guest e-mails, reviews and calls', 'Handle lost property and allergen questions', 'Share feedback with our restaurants'],
    needs: ['Customer service experience', 'A calm and kind manner'],
    questions: [Q.rightToWork, Q.hours, Q.languages],
  },
  'development-chef': {
    name: 'Development Chef',
    category: 'Head Office',
    titleGroup: 'Head Chef',
    salary: { 'full time': '£48,000 per year plus bonus', 'part time': '£25.00 per hour' },
    cvRequired: true,
    workExperienceRequired: true,
    summary: 'create the next Casa Ventura menu in our development kitchen',
    duties: ['Develop and cost new dishes', 'Write recipe specs and train head chefs', 'Visit suppliers in the UK and Italy'],
    needs: ['Senior kitchen experience in Italian food', 'Costing and spec-writing skills'],
    questions: [Q.rightToWork, Q.relocate, Q.dish, Q.portfolio],
  },
};

function description(role: Role, place: string, jobtype: JobType): string {
  const list = (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const hours = jobtype === 'full time' ? '45 hours a week over five days' : 'between 16 and 30 hours a week, with flexible shifts';
  return [
    `<p>We are looking for a ${role.name} to ${role.summary} at ${place}. This is a ${jobtype} role: ${hours}.</p>`,
    `<p>At Casa Ventura we cook like an Italian family: fresh pasta every morning, pizza dough proved for two days and a table that always has room for one more. We look after our people the same way.</p>`,
    `<h3>What you will do</h3>${list(role.duties)}`,
    `<h3>What you will bring</h3>${list(role.needs)}`,
    `<h3>What we offer</h3>${list(BENEFITS)}`,
  ].join('\n');
}

type Posting = [roleKey: keyof typeof ROLES, storeId: string | null, jobtype: JobType, postedOn: string];

const postings: Posting[] = [
  ['head-chef', 'CV001', 'full time', '2026-11-02'],
  ['head-chef', 'CV009', 'full time', '2026-10-19'],
  ['sous-chef', 'CV005', 'full time', '2026-11-09'],
  ['chef-de-partie', 'CV002', 'full time', '2026-11-12'],
  ['chef-de-partie', 'CV010', 'part time', '2026-11-16'],
  ['pizza-chef', 'CV007', 'full time', '2026-11-03'],
  ['pizza-chef', 'CV019', 'part time', '2026-11-18'],
  ['commis-chef', 'CV013', 'full time', '2026-10-27'],
  ['kitchen-porter', 'CV014', 'part time', '2026-11-20'],
  ['kitchen-porter', 'CV008', 'full time', '2026-11-05'],
  ['pastry-chef', 'CV001', 'full time', '2026-10-30'],
  ['waiter', 'CV001', 'part time', '2026-11-19'],
  ['waiter', 'CV004', 'part time', '2026-11-11'],
  ['waiter', 'CV017', 'full time', '2026-11-06'],
  ['host', 'CV002', 'part time', '2026-11-17'],
  ['host', 'CV022', 'full time', '2026-11-04'],
  ['runner', 'CV016', 'part time', '2026-11-13'],
  ['sommelier', 'CV013', 'full time', '2026-10-22'],
  ['events-coordinator', 'CV008', 'part time', '2026-11-10'],
  ['bartender', 'CV005', 'full time', '2026-11-14'],
  ['bartender', 'CV019', 'part time', '2026-11-21'],
  ['bar-supervisor', 'CV014', 'full time', '2026-11-07'],
  ['barista', 'CV018', 'part time', '2026-11-15'],
  ['general-manager', 'CV020', 'full time', '2026-10-12'],
  ['general-manager', 'CV024', 'full time', '2026-11-01'],
  ['assistant-manager', 'CV003', 'full time', '2026-11-08'],
  ['restaurant-supervisor', 'CV012', 'full time', '2026-11-12'],
  ['marketing-executive', null, 'full time', '2026-11-09'],
  ['payroll-administrator', null, 'part time', '2026-11-16'],
  ['recruitment-partner', null, 'full time', '2026-10-26'],
  ['guest-relations-advisor', null, 'part time', '2026-11-18'],
  ['development-chef', null, 'full time', '2026-11-02'],
];

function buildJob([roleKey, storeId, jobtype, postedOn]: Posting, index: number): SeedJob {
  const role = ROLES[roleKey];
  if (role === undefined) throw new Error(`Unknown role ${roleKey}`);
  const restaurant = storeId === null ? null : restaurantById(storeId);
  const place = restaurant === null ? `our head office in London` : `Casa Ventura ${restaurant.title}`;
  return {
    jobId: `CVJ-${String(index + 1001)}`,
    name: role.name,
    positionUniqueName: `${roleKey}-${(storeId ?? 'ho').toLowerCase()}-${jobtype === 'full time' ? 'ft' : 'pt'}`,
    category: role.category,
    jobtype,
    cvRequired: role.cvRequired ? 'True' : 'False',
    workExperienceRequired: role.workExperienceRequired ? 'True' : 'False',
    location: restaurant === null ? { ...HEAD_OFFICE.location } : { lat: restaurant.lat, lng: restaurant.lng },
    description: description(role, place, jobtype),
    restaurantName: restaurant === null ? HEAD_OFFICE.name : restaurant.title,
    city: restaurant === null ? HEAD_OFFICE.city : restaurant.cityName,
    salary: role.salary[jobtype],
    questions: role.questions.map((question) => ({ ...question, options: question.options ? [...question.options] : undefined })).map(dropUndefined),
    storeId,
    titleGroup: role.titleGroup,
    postedOn,
  };
}

function dropUndefined(question: JobQuestion): JobQuestion {
  if (question.options === undefined) {
    const { options: _omitted, ...rest } = question;
    return rest;
  }
  return question;
}

export const jobs: SeedJob[] = postings.map(buildJob);
