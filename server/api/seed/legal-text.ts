// Legal copy for the fictional Casa Ventura Restaurants Ltd: terms, privacy and cookie policies, as
// safe HTML (headings, paragraphs, lists, tables and internal or mailto links; no scripts or styles).
import { onlineBookingLimitMessage } from '@tavola/core/errors';

const COMPANY = 'Casa Ventura Restaurants Ltd';
const ADDRESS = '3rd Floor, 41 Marlowe Yard, London EC1V 9QX';

export const TERMS_HTML = `
<h2>Terms and conditions</h2>
<p>Last updated: 2 November 2026.</p>
<p>These terms apply when you use this website, book a table, claim an offer or buy from any Casa Ventura restaurant in the United Kingdom. The website and restaurants are operated by ${COMPANY}, a company registered in England and Wales (company number 14208736), whose registered office is at ${ADDRESS} ("Casa Ventura", "we", "us").</p>

<h3>1. Using this website</h3>
<p>You may use this website for your own personal, non-commercial purposes. You must not copy, scrape or republish its content, try to gain unauthorised access to it, or use it in a way that could damage it or disrupt other users. We may update, suspend or withdraw the website at any time without notice.</p>
<p>We take care to keep menus, prices, opening hours and allergen information accurate, but dishes change with the seasons. If something on the website differs from what you are told in the restaurant, the restaurant's information applies.</p>

<h3>2. Table bookings</h3>
<ul>
<li>Bookings are for the number of guests and the time you choose. We hold your table for 15 minutes; after that we may release it.</li>
<li>Tables are booked for up to two hours, or 90 minutes for bottomless brunch.</li>
<li>For parties larger than eight, and for some occasions, we ask for a card guarantee. We will not charge the card unless you cancel with less than 24 hours' notice or do not arrive, in which case we may charge £10 per guest.</li>
<li>You can change or cancel a booking using the link in your confirmation e-mail or by calling the restaurant.</li>
<li>${onlineBookingLimitMessage()} For larger groups, please use our <a href="/contact?type=group-and-events">group and events form</a>.</li>
</ul>

<h3>3. Offers and vouchers</h3>
<p>Each offer has its own terms, shown on the offer page and in the e-mail that carries your voucher code. Unless an offer says otherwise: one voucher may be used per table; vouchers cannot be exchanged for cash, combined with other offers or used on set menus; and we may withdraw an offer at any time, honouring vouchers already issued until their expiry date.</p>

<h3>4. Prices and service charge</h3>
<p>All prices include VAT at the current rate. A discretionary service charge of 12.5% is added to the bill for tables of six or more. Every penny of service charge and tips goes to our restaurant teams through an independent tronc scheme.</p>

<h3>5. Allergies and dietary needs</h3>
<p>Please tell your server about any allergy or intolerance before you order. Allergen information for every dish is in our <a href="/allergens">allergen guide</a>. Our kitchens handle all 14 major allergens, so we cannot guarantee that any dish is completely free from traces.</p>

<h3>6. Alcohol</h3>
<p>We only serve alcohol to guests aged 18 or over and operate a Challenge 25 policy. Bottomless brunch drinks are served one at a time, and we may stop serving anyone who we believe has had enough.</p>

<h3>7. Click and collect and delivery</h3>
<p>Click and collect orders are prepared by the restaurant you choose and must be collected at the time given. Delivery orders placed through third-party delivery services are subject to those services' own terms; please contact them first about late or missing orders.</p>

<h3>8. Our liability</h3>
<p>Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law. We are not responsible for losses that were not foreseeable, or for business losses.</p>

<h3>9. Complaints</h3>
<p>If something was not right, please tell the restaurant manager on the day so we can put it right. You can also write to us through our <a href="/contact?type=feedback">contact form</a> or at <a href="mailto:customerservices@casaventura.example">customerservices@casaventura.example</a>; we aim to reply within five working days.</p>

<h3>10. Law</h3>
<p>These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you may also bring proceedings in your local courts.</p>
`.trim();

export const PRIVACY_HTML = `
<h2>Privacy policy</h2>
<p>Last updated: 2 November 2026.</p>
<p>${COMPANY} ("Casa Ventura", "we") is the controller of the personal data described in this policy. We are registered with the Information Commissioner's Office. If you have any question about this policy or your data, contact our data protection lead at <a href="mailto:privacy@casaventura.example">privacy@casaventura.example</a> or write to: Data Protection, ${COMPANY}, ${ADDRESS}.</p>

<h3>1. What we collect</h3>
<ul>
<li><strong>Bookings:</strong> your name, e-mail address, phone number, party size, date and time, special requests and, where a card guarantee is needed, a token from our payment provider (we never see or store your full card number).</li>
<li><strong>Sign-up and preferences:</strong> your e-mail address, first name, phone number, favourite restaurant, birthday, interests and marketing choices.</li>
<li><strong>Job applications:</strong> your contact details, CV, work history and answers to application questions.</li>
<li><strong>Contact and feedback:</strong> what you tell us, and the restaurant and visit it concerns.</li>
<li><strong>Website use:</strong> device and browser information, pages visited and, with your consent, analytics and advertising cookies (see our <a href="/cookie-policy">cookie policy</a>).</li>
</ul>

<h3>2. Why we use it, and our lawful basis</h3>
<ul>
<li>To take and manage your booking, order or voucher: to perform our contract with you.</li>
<li>To send marketing e-mails and text messages: your consent, which you can withdraw at any time.</li>
<li>To consider you for a job: to take steps at your request before entering a contract, and our legitimate interest in recruiting the right people.</li>
<li>To answer your enquiries, improve our restaurants and keep our website secure: our legitimate interests.</li>
<li>To keep records required by law, such as accounting and right-to-work checks: legal obligation.</li>
</ul>
<p>Allergy information you share with a booking is used only to prepare your meal safely and is deleted with the booking record.</p>

<h3>3. Who we share it with</h3>
<p>We share personal data only with service providers who act on our instructions: our booking system, payment provider, e-mail and SMS platform, website host, recruitment software and professional advisers. We do not sell your data. Some providers may process data outside the UK; where they do, we rely on UK adequacy regulations or the International Data Transfer Agreement.</p>

<h3>4. How long we keep it</h3>
<ul>
<li>Booking records: two years after your visit.</li>
<li>Marketing data: until you unsubscribe, or three years after you last opened an e-mail or visited us.</li>
<li>Unsuccessful job applications: six months after the role is filled.</li>
<li>Financial records: six years, as the law requires.</li>
</ul>

<h3>5. Your rights</h3>
<p>You have the right to access your data, to have it corrected or erased, to restrict or object to its use, to data portability and to withdraw consent. To use any of these rights, e-mail <a href="mailto:privacy@casaventura.example">privacy@casaventura.example</a>. You can update your marketing choices at any time from the link in any of our e-mails. You may also complain to the Information Commissioner's Office, though we would appreciate the chance to help first.</p>

<h3>6. Security</h3>
<p>We protect your data with encryption in transit, access controls and regular reviews of our providers. If a breach is likely to put you at risk, we will tell you and the regulator as the law requires.</p>

<h3>7. Changes</h3>
<p>We may update this policy from time to time. The date at the top shows when it last changed; significant changes will be e-mailed to subscribers.</p>
`.trim();

export const COOKIE_HTML = `
<h2>Cookie policy</h2>
<p>Last updated: 2 November 2026.</p>
<p>Cookies are small text files that a website stores on your device. This policy explains the cookies ${COMPANY} uses on this website and how you can control them. When you first visit, we ask for your consent to any cookie that is not strictly necessary; analytics and advertising cookies stay off until you say yes.</p>

<h3>1. The cookies we use</h3>
<table>
<thead><tr><th>Category</th><th>What it does</th><th>How long it lasts</th></tr></thead>
<tbody>
<tr><td>Necessary</td><td>Keeps the website secure, remembers your cookie choices and your booking progress, and balances traffic across our servers.</td><td>Session to 365 days</td></tr>
<tr><td>Performance</td><td>Counts visits and shows us which pages are used, with IP addresses anonymised, so we can improve the website.</td><td>Up to 13 months</td></tr>
<tr><td>Targeting</td><td>Lets our advertising partners show you Casa Ventura adverts on other websites and measure whether they work.</td><td>Up to 13 months</td></tr>
</tbody>
</table>

<h3>2. Your choices</h3>
<p>You can accept all cookies, reject the optional ones, or choose by category from the cookie banner. Your choice is remembered for 30 days, after which we ask again; the cookie recording your detailed preferences lasts 365 days. You can change your mind at any time with the "Cookie settings" link in the footer.</p>
<p>You can also block or delete cookies in your browser settings. If you block necessary cookies, parts of the website, such as booking a table, may not work.</p>

<h3>3. Third-party content</h3>
<p>Some pages link to our social media profiles and to third-party delivery services. Those sites set their own cookies under their own policies once you visit them; we do not control them.</p>

<h3>4. More information</h3>
<p>Read our <a href="/privacy-policy">privacy policy</a> for how we use personal data, or contact <a href="mailto:privacy@casaventura.example">privacy@casaventura.example</a> with any question.</p>
`.trim();
