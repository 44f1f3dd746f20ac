import { describe, expect, it } from 'vitest';
import { chosenMessages, messages } from './messages.ts';

// Every message as the spec prints it, character for character.
describe('messages: exact spec texts', () => {
  it.each([
    ['00 §5', messages.required, 'Required Field'],
    ['00 §5', messages.email, 'Invalid Email Address'],
    ['00 §5', messages.url, 'Invalid URL'],
    ['00 §5', messages.urlProtocol, 'URL must contain http or https'],
    ['00 §5', messages.manualLink, 'Manual Link Entered'],
    ['00 §5', messages.graphicFile, 'Must be a valid graphic file type.'],
    ['00 §5', messages.movieFile, 'Must be a valid movie file.'],
    ['00 §5', messages.invalidFieldValue, 'Invalid field value'],
    ['00 §5', messages.maxLength(280), 'Must be no more than 280 characters'],
    ['02 §5', messages.minSelected(1), 'Must select at least 1 option'],
    ['00 §5', messages.minSelected(2), 'Must select at least 2 options'],
    ['00 §5', messages.twitterHandle, 'Enter a valid twitter handle (@ required)'],
    ['00 §5', messages.tweetUrl, 'Enter a valid tweet URL'],
    ['00 §5', messages.commandBang, 'Commands cannot begin with !'],
    ['00 §5', messages.commandSpaces, 'Commands cannot include spaces'],
    ['00 §5', messages.durationInteger, 'Duration must be an integer'],
    ['00 §5', messages.durationTooShort, 'Duration must be greater than 1 second'],
    ['00 §5', messages.endAfterStart, 'End date must be greater than start date'],
    ['00 §5', messages.dateYmd, 'Must be a valid date of form YYYY/MM/DD'],
    ['00 §5', messages.videoUrl, 'Must be a valid Vimeo or Youtube URL'],
    ['00 §5', messages.phone, "Must match format '+12223334444'"],
    ['00 §5', messages.sourceKeyword, 'Invalid keyword'],
    ['00 §5', messages.filename, 'Incorrect filename'],
    ['01 §5', messages.noDash, "Cannot include '-'"],
    ['01 §5', messages.biggerThan(0), 'Must be bigger than 0'],
    ['01 §5', messages.selectValidTeamMember, 'Please select a valid team member!'],
    ['01 §5', messages.pendingInvitation, 'This broadcaster already has a pending invitation!'],
    ['01 §5', messages.alreadyOnCampaign, 'This broadcaster is already on this campaign!'],
    ['01 §5', messages.selectValidBroadcaster, 'Please select a valid broadcaster!'],
    ['01 §5', messages.videoSourceExclusive, 'You must add at least a youtube url or video file, but not both'],
    ['01 §8', messages.invalidComponentType, 'Not a valid component type'],
    ['01 §8', messages.invalidComponentField, 'Not a valid component field'],
    ['00 §8', messages.resetLinkInvalid, 'This reset link is invalid.'],
    [
      '01 §5',
      messages.managerEmailLocked,
      'Email address cannot be edited. Please delete invitation and make a new one if you need to change the email address.',
    ],
    ['02 §5', messages.phoneRequired, 'You must add a phone number'],
    ['02 §5', messages.discordRequired, 'You must connect your discord account'],
    ['02 §5', messages.tweetMustInclude('https://adv.gg/x'), 'Your tweet must include "https://adv.gg/x.'],
    [
      '02 §5',
      messages.streamOverlap,
      'Woops! Looks like some of your graphics are overlapping. You must not have overlapping graphics to save your positioning.',
    ],
    ['02 §5', messages.streamSaveFailed, 'Unable to save this stream layout.'],
  ])('spec %s: %s', (_section, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('messages: chosen where the spec is silent', () => {
  it.each([
    [messages.passwordsDontMatch, "The two password fields didn't match."],
    [messages.passwordTooShort(8), 'This password is too short. It must contain at least 8 characters.'],
    [messages.minLength(3), 'Must be at least 3 characters'],
    [messages.passwordTooCommon, 'This password is too common.'],
    [messages.passwordEntirelyNumeric, 'This password is entirely numeric.'],
    [messages.passwordTooSimilar('email address'), 'The password is too similar to the email address.'],
    [messages.passwordTooSimilar('username'), 'The password is too similar to the username.'],
    [messages.usernameInvisibleCharacters, 'Usernames cannot contain control or invisible characters.'],
    [messages.usernameMixedScripts, 'Usernames cannot mix letters of different scripts (such as Latin and Cyrillic).'],
    [messages.mustAgree, 'Required Field'],
    [messages.number, 'Must be a number'],
    [messages.between(0, 59), 'Must be between 0 and 59'],
    [messages.invalidChoice('Z'), 'Select a valid choice. Z is not one of the available choices.'],
    [messages.widgetFile, 'Must be a valid zip file.'],
    [messages.notBeforeToday, 'Date cannot be before today'],
    [messages.withinCampaignDates, 'Must be within the campaign dates'],
    [messages.wrongType, 'Incorrect type.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('chosenMessages lists only the chosen keys', () => {
    expect(Object.keys(chosenMessages).every((key) => key in messages)).toBe(true);
    expect(Object.keys(chosenMessages)).not.toContain('required');
  });
});
