import { termsFigures as f } from './terms-document.ts';
import type { TermsDocument } from './terms-document.ts';

/** The Terms of Service for broadcasters (creators), spec 00 §1. */
export const broadcasterTerms: TermsDocument = {
  title: 'Advocate Terms of Service',
  audience: 'For broadcasters',
  lastUpdated: 'January 1, 2025',
  sections: [
    {
      heading: '1. Who these terms are for',
      paragraphs: [
        'These Terms of Service ("Terms") are an agreement between you and Advocate ("Advocate", "we", "us") about your use of the Advocate platform as a broadcaster: a content creator who streams live on Twitch or YouTube and carries sponsorship campaigns of brands and teams.',
        `You must be at least ${f.minimumAge} years old to use Advocate. By agreeing you confirm that you are ${f.minimumAge} or older and that you can enter into a binding contract.`,
      ],
    },
    {
      heading: '2. Campaigns and acceptance',
      paragraphs: [
        'Brands and teams publish campaigns through Advocate. A campaign may ask you to show live graphics, chat-bot posts, panel images, suggested tweets and retweets, tracked links or fullscreen videos on your channel and social accounts.',
        'You are never obliged to take part in a campaign. A campaign becomes binding on you only when you accept its invitation in Advocate. Once accepted, you agree to carry the campaign as configured for its duration, unless the campaign allows you to suspend it or we end your participation.',
        'Advocate measures clicks, conversions, viewable minutes and compliance with each campaign. You agree not to inflate these figures artificially, for example with bots, purchased views or misleading links.',
      ],
    },
    {
      heading: '3. Compensation',
      paragraphs: [
        'You are paid for accepted campaigns according to the fee schedule shown on your profile page at the time you accept the campaign. Fees are calculated from the measured results of the campaign, and payments are made once the brand has paid Advocate.',
        `If you believe a fee was calculated wrongly you may request a fee ruling within ${f.feeRulingDays} days of the payment or statement concerned. After ${f.feeRulingDays} days the amount is final.`,
        `Amounts that either party owes and does not pay when due bear interest of ${f.annualInterestPercent}% a year, or the highest rate the law allows if that is lower, from the due date until paid.`,
      ],
    },
    {
      heading: '4. Your taxes and advertising-disclosure duties',
      paragraphs: [
        'You are an independent contractor, not an employee or agent of Advocate or of any brand. You alone are responsible for reporting and paying all taxes, duties and contributions on the amounts you receive, and for any tax forms your country requires.',
        "You are responsible for complying with advertising-disclosure law, including the rules of the U.S. Federal Trade Commission and equivalent rules where your audience lives. You must clearly disclose sponsored content to your viewers, for example with the platform's paid-promotion label and an on-stream or in-chat disclosure.",
      ],
    },
    {
      heading: '5. Consent to electronic communications',
      paragraphs: [
        'You consent to receive all notices, agreements, disclosures and other communications from Advocate electronically, by email to the address on your account or through the platform. Electronic communications satisfy any legal requirement that a communication be in writing.',
        'You may choose whether to receive emails about sponsorship offers and about Advocate updates; service notices about your account and your campaigns are always sent.',
      ],
    },
    {
      heading: '6. Your content and the licence you grant',
      paragraphs: [
        'You keep ownership of your streams, videos, images, names, likenesses and other content. You grant Advocate and the brand of each campaign you accept a non-exclusive, worldwide, royalty-free licence to use, reproduce and display your content, channel name and likeness as needed to run, measure and report on that campaign, and to show the campaign results to that brand.',
        'Brands grant you a limited licence to show their campaign materials on your channel for the duration of the campaign only. You must not alter them except as the campaign allows.',
      ],
    },
    {
      heading: '7. Your account and your channels',
      paragraphs: [
        'You sign in with your Twitch or YouTube account, which serves as your Advocate broadcaster account. Advocate never sends live chat or room messages through your account unless you enable it as a chatbot. A chatbot receives moderator privileges only so that it can post, and performs no other moderation.',
        'You are responsible for keeping your account secure and for everything done through it.',
      ],
    },
    {
      heading: '8. Non-circumvention',
      paragraphs: [
        `For ${f.nonCircumventionMonths} months after you were last introduced to a brand or team through Advocate, you agree not to contract with that brand or team directly, or through anyone other than Advocate, for sponsorships of the kind offered through Advocate.`,
        `You may opt out of this restriction for a given brand by paying Advocate an opt-out fee equal to the greatest of: $${f.optOutFeeMinimumDollars}; ${f.optOutFeePercentOfCost}% of the cost of the direct arrangement; or the fees you earned with that brand through Advocate in the last ${f.optOutFeeLookbackWeeks} weeks, annualised.`,
      ],
    },
    {
      heading: '9. Term and termination',
      paragraphs: [
        'These Terms apply from the moment you agree to them until your account is closed. You may close your account at any time; campaigns you have already accepted are then ended as of that date and fees already earned remain payable.',
        `Either party may terminate these Terms for a material breach by the other party that is not cured within ${f.cureDays} days after written notice describing the breach. Advocate may suspend your account at once where the law requires it or where fraud is suspected.`,
        'Sections on compensation already earned, taxes, licences for past campaigns, non-circumvention, arbitration and governing law survive termination.',
      ],
    },
    {
      heading: '10. Changes to these terms',
      paragraphs: [
        `We may change these Terms. We will tell you about material changes by email or in the platform. You may reject a change by telling us so within ${f.rejectChangesDays} days after the notice; in that case the change does not apply to you and either party may end these Terms. If you do not reject a change within ${f.rejectChangesDays} days, it applies to you.`,
      ],
    },
    {
      heading: '11. Disputes and binding arbitration',
      paragraphs: [
        `Before starting any proceeding, a party must send the other a written notice of the dispute. The parties will then try to resolve it by good-faith negotiation for ${f.negotiationDays} days after the notice.`,
        'Disputes not resolved by negotiation are settled by binding individual arbitration administered by the American Arbitration Association under its Consumer Arbitration Rules, and not in court, except that either party may bring an individual claim in small-claims court. Class actions and class arbitrations are not permitted.',
        `If the arbitrator rules in your favour and awards you less than $${f.minimumAwardDollars}, Advocate will pay you $${f.minimumAwardDollars} instead. Advocate pays the arbitration filing fees for claims of $${f.filingFeeThresholdDollars} or less; above $${f.filingFeeThresholdDollars} the fees are shared as the rules provide.`,
        `You may opt out of arbitration by writing to us within ${f.arbitrationOptOutDays} days after you first agree to these Terms. Opting out does not affect any other part of these Terms.`,
      ],
    },
    {
      heading: '12. Governing law and courts',
      paragraphs: [
        'These Terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules. Any matter that is not arbitrated is heard exclusively by the state and federal courts located in Washington, DC, and both parties consent to their jurisdiction.',
      ],
    },
    {
      heading: '13. Liability',
      paragraphs: [
        'Advocate is provided "as is". To the extent the law allows, Advocate is not liable for indirect or consequential losses, and its total liability to you is limited to the fees paid to you through Advocate in the twelve months before the claim.',
      ],
    },
    {
      heading: '14. Contact',
      paragraphs: [
        'Questions about these Terms, notices, fee-ruling requests and arbitration opt-outs can be sent to our support email address or through the community chat.',
      ],
    },
  ],
};
