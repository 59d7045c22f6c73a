/**
 * Mappings for the YC import: the dataset's free-text categories to the product's sector and
 * technology lists, its country names to ISO codes, and investor names to organization types.
 */
import { typeIdByName } from '@/modules/reference/data/type-lists';

type Mapping = { sector?: string; technology?: string };
const S = (sector: string, technology?: string): Mapping => ({ sector, technology });
const T = (technology: string): Mapping => ({ technology });

export const CATEGORY_MAP: Record<string, Mapping> = {
  'Ad Targeting': S('Marketing and advertising'), Advertising: S('Marketing and advertising'),
  'Brand Marketing': S('Marketing and advertising'), Marketing: S('Marketing and advertising'),
  'Quantitative Marketing': S('Marketing and advertising', 'Big data'), SEO: S('Marketing and advertising', 'Search'),
  'Lead Generation': S('Marketing and advertising'), 'Public Relations': S('Marketing and advertising'),
  'Sales and Marketing': S('Marketing and advertising'), Coupons: S('Marketing and advertising'),
  'Loyalty Programs': S('Marketing and advertising'), Incentives: S('Marketing and advertising'),
  'Market Research': S('Data and analytics'), Surveys: S('Data and analytics'),
  Aerospace: S('Defense and aerospace'), Drones: S('Defense and aerospace', 'Drones'),
  Analytics: S('Data and analytics', 'Big data'), 'Big Data': S('Data and analytics', 'Big data'),
  Data: S('Data and analytics', 'Big data'), 'Data Integration': S('Data and analytics', 'Databases'),
  'Data Mining': S('Data and analytics', 'Big data'), 'Predictive Analytics': S('Data and analytics', 'Machine learning'),
  Visualization: S('Data and analytics'), 'Text Analytics': S('Data and analytics', 'Natural language processing'),
  Databases: S('Developer tools', 'Databases'), 'Machine Learning': T('Machine learning'),
  'Image Recognition': T('Computer vision'), 'Visual Search': T('Computer vision'), 'Semantic Search': T('Search'),
  Search: T('Search'), Translation: T('Natural language processing'), Robotics: S('Hardware and IoT', 'Robotics'),
  Android: T('Mobile'), Mobile: T('Mobile'), Apps: T('Mobile'), 'App Stores': T('Mobile'), Wireless: T('Mobile'),
  SMS: S('Communication', 'Messaging'), Mobility: T('Mobile'),
  'Application Performance Monitoring App': S('Developer tools', 'Cloud computing'),
  'Developer Tools': S('Developer tools'), 'Development Platforms': S('Developer tools'), Testing: S('Developer tools'),
  'Open Source': S('Developer tools', 'Open source'), PaaS: S('Developer tools', 'Cloud computing'),
  'Web Development': S('Developer tools', 'Web'), 'Web Hosting': S('Developer tools', 'Cloud computing'),
  'Web Tools': S('Developer tools', 'Web'), 'Web Design': S('Developer tools', 'Web'), 'Web CMS.': S('Developer tools', 'Web'),
  'Web Browsers': T('Web'), Registrars: S('Developer tools', 'Web'), Virtualization: T('Cloud computing'),
  'Cloud Computing': T('Cloud computing'), 'Cloud Data Services': T('Cloud computing'),
  'Cloud Infrastructure': T('Cloud computing'), 'Cloud Management': T('Cloud computing'), Storage: T('Cloud computing'),
  Synchronization: T('Cloud computing'), 'File Sharing': T('Cloud computing'), Archiving: T('Cloud computing'),
  'IT Management': S('Enterprise software'), Infrastructure: S('Enterprise software', 'Cloud computing'),
  'Enterprise Software': S('Enterprise software'), Enterprises: S('Enterprise software'), SaaS: S('Enterprise software', 'Cloud computing'),
  'Internet SaaS Curated Web': S('Enterprise software', 'Web'), 'SaaS Social Media Digital Media': S('Enterprise software', 'Cloud computing'),
  'SaaS Software News Small and Medium Businesses Advertising': S('Enterprise software', 'Cloud computing'),
  Software: S('Enterprise software'), 'Retail Software': S('Retail'), 'Document Management': S('Enterprise software'),
  'Knowledge Management': S('Enterprise software'), 'Project Management': S('Enterprise software'),
  'Task Management': S('Enterprise software'), Productivity: S('Enterprise software'), Collaboration: S('Enterprise software'),
  Meeting: S('Enterprise software'), 'Presentations Software': S('Enterprise software'), Management: S('Enterprise software'),
  'Business Services': S('Enterprise software'), Business: S('Enterprise software'), B2B: S('Enterprise software'),
  'Small and Medium Businesses': S('Enterprise software'), 'Customer Service': S('Enterprise software'),
  Support: S('Enterprise software'), Outsourcing: S('Enterprise software'), Consulting: S('Enterprise software'),
  'Professional Services': S('Enterprise software'), Billing: S('Fintech', 'Payments'), Optimization: S('Enterprise software'),
  Automation: S('Enterprise software'), Tools: S('Developer tools'), 'Interface Design': S('Developer tools'),
  Usability: S('Developer tools'), 'User Experience Design': S('Developer tools'), Design: S('Media and entertainment'),
  'Information Technology': S('Enterprise software'), Technology: S('Enterprise software'),
  Security: S('Cybersecurity', 'Security'), Privacy: S('Cybersecurity', 'Security'), Identity: S('Cybersecurity', 'Security'),
  Biometrics: S('Cybersecurity', 'Security'), 'Fraud Detection': S('Cybersecurity', 'Machine learning'),
  'Health Security': S('Cybersecurity', 'Security'), 'Trusted Networks': S('Cybersecurity', 'Security'),
  'Risk Management': S('Fintech'), Banking: S('Fintech'), Finance: S('Fintech'), 'Financial Services': S('Fintech'),
  'Credit Cards': S('Fintech', 'Payments'), Payments: S('Fintech', 'Payments'), Bitcoin: S('Fintech', 'Blockchain'),
  Trading: S('Fintech'), 'Stock Exchanges': S('Fintech'), 'Gift Card': S('Fintech', 'Payments'),
  Insurance: S('Insurtech'), 'Health and Insurance': S('Insurtech'),
  'E-Commerce': S('E-commerce'), Commerce: S('E-commerce'), 'Online Shopping': S('E-commerce'), Shopping: S('E-commerce'),
  Auctions: S('Marketplaces'), Marketplaces: S('Marketplaces'), Market: S('Marketplaces'), 'Peer-to-Peer': S('Marketplaces'),
  'Online Rental': S('Marketplaces'), 'Subscription Businesses': S('E-commerce'), 'Mass Customization': S('E-commerce'),
  Retail: S('Retail'), 'Consumer Goods': S('Retail'), Consumer: S('Retail'), Consumption: S('Retail'), Flowers: S('E-commerce'),
  Groceries: S('Food tech'), Restaurants: S('Food tech'), Coffee: S('Food tech'), 'Animal Feed': S('Agritech'),
  Pets: S('E-commerce'), Beauty: S('Fashion'), Fashion: S('Fashion'), Weddings: S('E-commerce'),
  'Home & Garden': S('Proptech'), 'Home Renovation': S('Proptech'), 'Real Estate': S('Proptech'), Construction: S('Proptech'),
  Education: S('Education tech'), Colleges: S('Education tech'), Teachers: S('Education tech'), 'E-Books': S('Education tech'),
  Games: S('Gaming'), 'Video Games': S('Gaming'), 'Fantasy Sports': S('Gaming'), Gambling: S('Gaming'),
  Sports: S('Sports'), Fitness: S('Sports'), Adventure: S('Travel and hospitality'),
  'Health Care': S('Health tech'), 'Health Care Services': S('Health tech'), 'Health Records': S('Health tech'),
  'Health and Wellness': S('Health tech'), Hospitals: S('Health tech'), Doctors: S('Health tech'), Physicians: S('Health tech'),
  Medical: S('Health tech'), Dental: S('Health tech'), Psychology: S('Health tech'),
  Biotechnology: S('Biotech'), Bioinformatics: S('Biotech', 'Big data'), 'Life Sciences': S('Biotech'), Nanotechnology: S('Biotech'),
  'Clean Energy': S('Energy and cleantech'), Energy: S('Energy and cleantech'), Carbon: S('Energy and cleantech'),
  Green: S('Energy and cleantech'), Sustainability: S('Energy and cleantech'), 'Environmental Innovation': S('Energy and cleantech'),
  Transportation: S('Mobility and transportation'), Automotive: S('Mobility and transportation'), Cars: S('Mobility and transportation'),
  'Fleet Management': S('Logistics'), Navigation: S('Mobility and transportation', 'Location-based services'),
  Logistics: S('Logistics'), Shipping: S('Logistics'), 'Supply Chain': S('Logistics'), 'Postal and Courier Services': S('Logistics'),
  Tracking: S('Logistics', 'Location-based services'), Travel: S('Travel and hospitality'), Tourism: S('Travel and hospitality'),
  Hospitality: S('Travel and hospitality'), Hotels: S('Travel and hospitality'), 'Online Reservations': S('Travel and hospitality'),
  'Human Resources': S('HR and recruitment'), Recruiting: S('HR and recruitment'), Employment: S('HR and recruitment'),
  'Employer Benefits': S('HR and recruitment'), Freelancers: S('HR and recruitment'), 'Creative Career': S('HR and recruitment'),
  Legal: S('Legal tech'), 'E-discovery': S('Legal tech'), 'Law Enforcement': S('Legal tech'), Certification: S('Legal tech'),
  'Social Media': S('Social networks'), Social: S('Social networks'), 'Social Network': S('Social networks'),
  'Online Dating': S('Social networks'), 'Facebook Applications': S('Social networks'), 'Twitter Applications': S('Social networks'),
  MicroBlogging: S('Social networks'), Forums: S('Social networks'), 'Photo Sharing': S('Social networks'),
  Networking: S('Social networks'), Families: S('Social networks'), Parenting: S('Social networks'), 'Baby Boomers': S('Social networks'),
  'Reviews and Recommendations': S('Social networks'), Local: S('Social networks', 'Location-based services'),
  'Location Based Services': T('Location-based services'), Gps: T('Location-based services'),
  Geospatial: T('Location-based services'), Proximity: T('Location-based services'),
  Messaging: S('Communication', 'Messaging'), Chat: S('Communication', 'Messaging'), Email: S('Communication', 'Messaging'),
  Communications: S('Communication'), Telecommunications: S('Communication'), Telephony: S('Communication'),
  VoIP: S('Communication', 'Audio'),
  'Curated Web': S('Media and entertainment', 'Web'), Internet: T('Web'), 'Consumer Internet': T('Web'), WebOS: T('Web'),
  Media: S('Media and entertainment'), 'Digital Media': S('Media and entertainment'), Content: S('Media and entertainment'),
  News: S('Media and entertainment'), Publishing: S('Media and entertainment'), 'Blogging Platforms': S('Media and entertainment'),
  Broadcasting: S('Media and entertainment', 'Video'), Streaming: S('Media and entertainment', 'Video'),
  Video: S('Media and entertainment', 'Video'), Music: S('Media and entertainment', 'Audio'),
  'Internet Radio Market Music': S('Media and entertainment', 'Audio'), Audio: S('Media and entertainment', 'Audio'),
  Entertainment: S('Media and entertainment'), Celebrity: S('Media and entertainment'), Concerts: S('Media and entertainment'),
  Artists: S('Media and entertainment'), Photography: S('Media and entertainment'), Graphics: S('Media and entertainment'),
  Events: S('Media and entertainment'), 'Event Management': S('Media and entertainment'), Ticketing: S('Media and entertainment'),
  Hardware: S('Hardware and IoT', 'Hardware'), 'Hardware + Software': S('Hardware and IoT', 'Hardware'),
  'CAD Hardware': S('Hardware and IoT', 'Hardware'), Electronics: S('Hardware and IoT', 'Hardware'),
  Devices: S('Hardware and IoT', 'Hardware'), Displays: S('Hardware and IoT', 'Hardware'),
  Computers: S('Hardware and IoT', 'Hardware'), Sensors: S('Hardware and IoT', 'Internet of things'),
  M2M: S('Hardware and IoT', 'Internet of things'), Manufacturing: S('Hardware and IoT'), Printing: S('Hardware and IoT', '3D printing'),
  'Real Time': T('Real-time systems'), Charity: S('Social impact'), 'Non Profit': S('Social impact'),
  Nonprofits: S('Social impact'), Politics: S('Social impact'), Crowdsourcing: S('Marketplaces'),
  Personalization: T('Machine learning'), Startups: S('Enterprise software'), Incubators: S('Enterprise software'),
  Entrepreneur: S('Enterprise software'), 'Google Apps': S('Enterprise software', 'Cloud computing'),
};

/** Country names as written in the dataset → ISO 3166-1 alpha-2. */
export const COUNTRY_ALIASES: Record<string, string> = {
  USA: 'US', 'United Kingdom': 'GB', Canada: 'CA', Australia: 'AU', Bahrain: 'BH', Belgium: 'BE', Brazil: 'BR',
  'Czech Republic': 'CZ', France: 'FR', Germany: 'DE', 'Hong Kong': 'HK', India: 'IN', Portugal: 'PT', Spain: 'ES',
};

const ACCELERATORS = /^(y combinator|500 startups|techstars|start fund|plug & play|ycombinator|funders club|angelpad)/i;
const FIRM_WORDS =
  /\b(capital|ventures?|partners|fund|funds|vc|investments?|labs|group|collective|club|inc\.?|llc|management|associates|holdings|equity|advisors|company|network|crunchfund|betaworks|angels?|corp\.?|foundation|associates|technologies|google|intel|salesforce|yahoo|microsoft|amazon|digital garage|baidu|tencent)\b/i;

/** Organization type of an investor named in the dataset: accelerator, angel network, venture capital or angel. */
export function classifyInvestor(name: string): number {
  if (ACCELERATORS.test(name)) return typeIdByName('organizationType', 'Accelerator');
  if (/\bangels\b|angel network|investment network/i.test(name)) return typeIdByName('organizationType', 'Angel investment network');
  if (FIRM_WORDS.test(name) || /\d|&/.test(name) || name.split(/\s+/).length === 1 || name.split(/\s+/).length > 3) {
    return typeIdByName('organizationType', 'Venture capital');
  }
  return typeIdByName('organizationType', 'Angel investor');
}
