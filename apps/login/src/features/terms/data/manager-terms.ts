import { termsFigures as f } from './terms-document.ts';
import type { TermsDocument } from './terms-document.ts';

/** The Terms of Service for managers (brands, teams and their staff), spec 00 §1. */
export const managerTerms: TermsDocument = {
  title: 'Advocate Terms of Service',
  audience: 'For managers, brands and teams',
  lastUpdated: 'January 1, 2025',
  sections: [
    {
      heading: '1. Who these terms are for',
      paragraphs: [
        'These Terms of Service ("Terms") are an agreement between Advocate ("Advocate", "we", "us") and the brand, team or organisation you represent ("you") about the use of the Advocate console by your managers and staff. By agreeing you confirm that you may bind that organisation.',
        `Every person using the console must be at least ${f.minimumAge} years old.`,
      ],
    },
    {
      heading: '2. Campaigns and acceptance',
      paragraphs: [
        'Through Advocate you configure campaigns, teams, squads and managers, invite broadcasters who stream on Twitch and YouTube, and read the results of your campaigns: clicks, conversions, viewable minutes and compliance.',
        'A broadcaster takes part in a campaign only after accepting its invitation. Advocate does not guarantee that any broadcaster will accept a campaign, or any particular result.',
        "You are responsible for the campaign materials you supply (graphics, chat-bot posts, panel images, suggested tweets and retweets, links and videos) and confirm that they are lawful, accurate and do not infringe anyone's rights.",
      ],
    },
    {
      heading: '3. Compensation and fees',
      paragraphs: [
        'You pay Advocate the campaign costs agreed in your order or campaign configuration. Advocate pays broadcasters from those amounts according to its fee schedule.',
        `If you believe a charge or a broadcaster fee was calculated wrongly you may request a fee ruling within ${f.feeRulingDays} days of the invoice or statement concerned. After ${f.feeRulingDays} days the amount is final.`,
        `Amounts not paid when due bear interest of ${f.annualInterestPercent}% a year, or the highest rate the law allows if that is lower, from the due date until paid.`,
      ],
    },
    {
      heading: '4. Taxes and advertising-disclosure duties',
      paragraphs: [
        'Broadcasters are independent contractors. Each broadcaster is responsible for the taxes on what they earn; you are responsible for your own taxes, including any sales or use taxes on the fees you pay.',
        'Broadcasters are responsible for disclosing sponsored content under advertising-disclosure law, including the rules of the U.S. Federal Trade Commission. You must not ask a broadcaster to hide or weaken such a disclosure, and your campaign materials must themselves comply with advertising law.',
      ],
    },
    {
      heading: '5. Consent to electronic communications',
      paragraphs: [
        'You consent to receive all notices, invoices, agreements and other communications from Advocate electronically, by email to the addresses of your managers or through the console. Electronic communications satisfy any legal requirement that a communication be in writing.',
        'You may choose whether to receive emails about Advocate updates; service notices about your account and campaigns are always sent.',
      ],
    },
    {
      heading: '6. Licences to content',
      paragraphs: [
        'You grant Advocate and the broadcasters of your campaigns a non-exclusive, worldwide, royalty-free licence to use, reproduce and display your campaign materials and trademarks for the duration of each campaign, only to carry and report on that campaign.',
        "Broadcasters keep ownership of their streams and other content. Under the broadcaster terms, each broadcaster who accepts your campaign licenses Advocate and you to use their content, channel name and likeness as needed to run, measure and report on that campaign. Any wider use needs the broadcaster's separate written permission.",
      ],
    },
    {
      heading: '7. Accounts, managers and permissions',
      paragraphs: [
        'You are responsible for the managers you invite, for the permissions you give them over campaigns, teams and users, and for everything done through their accounts. Keep credentials and API keys secret.',
      ],
    },
    {
      heading: '8. Non-circumvention',
      paragraphs: [
        `For ${f.nonCircumventionMonths} months after a broadcaster was last introduced to you through Advocate, you agree not to contract with that broadcaster directly, or through anyone other than Advocate, for sponsorships of the kind offered through Advocate.`,
        `You may opt out of this restriction for a given broadcaster by paying Advocate an opt-out fee equal to the greatest of: $${f.optOutFeeMinimumDollars}; ${f.optOutFeePercentOfCost}% of the cost of the direct arrangement; or the fees paid for that broadcaster through Advocate in the last ${f.optOutFeeLookbackWeeks} weeks, annualised.`,
      ],
    },
    {
      heading: '9. Term and termination',
      paragraphs: [
        'These Terms apply from the moment you agree to them until your account is closed. Campaigns already running when an account is closed end as of that date, and amounts already due remain payable.',
        `Either party may terminate these Terms for a material breach by the other party that is not cured within ${f.cureDays} days after written notice describing the breach.`,
        'Sections on amounts due, licences for past campaigns, non-circumvention, arbitration and governing law survive termination.',
      ],
    },
    {
      heading: '10. Changes to these terms',
      paragraphs: [
        `We may change these Terms. We will tell you about material changes by email or in the console. You may reject a change by telling us so within ${f.rejectChangesDays} days after the notice; in that case the change does not apply to you and either party may end these Terms. If you do not reject a change within ${f.rejectChangesDays} days, it applies to you.`,
      ],
    },
    {
      heading: '11. Disputes and binding arbitration',
      paragraphs: [
        `Before starting any proceeding, a party must send the other a written notice of the dispute. The parties will then try to resolve it by good-faith negotiation for ${f.negotiationDays} days after the notice.`,
        'Disputes not resolved by negotiation are settled by binding individual arbitration administered by the American Arbitration Association under its Commercial Arbitration Rules, and not in court. Class actions and class arbitrations are not permitted.',
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
        'Advocate is provided "as is". To the extent the law allows, neither party is liable for indirect or consequential losses, and Advocate\'s total liability is limited to the amounts you paid Advocate in the twelve months before the claim.',
      ],
    },
    {
      heading: '14. Contact',
      paragraphs: [
        'Questions about these Terms, notices, fee-ruling requests and arbitration opt-outs can be sent to our support email address.',
      ],
    },
  ],
};
