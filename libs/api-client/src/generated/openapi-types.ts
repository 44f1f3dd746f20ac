// Generated from libs/api-client/openapi.json by `npm run openapi`; do not edit.
export type paths = {
    "/api/v1/rest-auth/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rest-auth/user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getUser"];
        /** Update the signed-in user (JSON, or multipart with a screenshot file) */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rest-auth/registration/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up as a manager; sends an email confirmation link (limited per address and per IP) */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rest-auth/registration/verify-email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an email address with the key of the emailed link */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rest-auth/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: the token of this request stops working */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rest-auth/password/reset/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a password reset link to a manager address (limited per address and per IP) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rest-auth/password/reset/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the uid and token of a reset link; signs out everywhere */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answers ok for a signed-in user (sign-in token or API key) */
        get: operations["testToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate-api-key/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the API key of the signed-in user; the full key is answered only here
         * @description Needs a sign-in token: of a password sign-in made within API_KEY_SIGN_IN_MINUTES for users with a password, or of a user whose email is confirmed for users without one; 403 otherwise.
         */
        post: operations["generateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The campaigns the signed-in user may see
         * @description Filters: include_metrics=true adds all-time clicks and conversions; broadcaster=<username> (managers) keeps the campaigns that broadcaster is on.
         */
        get: operations["listCampaigns"];
        put?: never;
        /** Create a campaign (creation wizard, Add a Sponsor) */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign (with include_metrics=true its metrics and overview figures per date range) */
        get: operations["readCampaign"];
        put?: never;
        post?: never;
        /** Delete a campaign and everything of it */
        delete: operations["deleteCampaign"];
        options?: never;
        head?: never;
        /** Update a campaign: details, settings, or end_date now to end it */
        patch: operations["updateCampaign"];
        trace?: never;
    };
    "/api/v1/labels/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's groups */
        get: operations["listLabels"];
        put?: never;
        /** Create a group on a campaign */
        post: operations["createLabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/labels/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a group */
        delete: operations["deleteLabel"];
        options?: never;
        head?: never;
        /** Rename a group or set its broadcasters or components */
        patch: operations["updateLabel"];
        trace?: never;
    };
    "/api/v1/labels/batch_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save several groups at once (all or nothing) */
        put: operations["batchUpdateLabels"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaign-events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's latest activity, newest first */
        get: operations["listCampaignEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metrics/clicks-by-day/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's clicks and conversions per day */
        get: operations["campaignClicksByDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metrics/viewership/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's viewership per day */
        get: operations["campaignViewershipByDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teams the signed-in user may see */
        get: operations["listTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One team: its settings and chatbots (managers of it, its members) */
        get: operations["readTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a team's name and seconds per impression (edit-teams permission) */
        patch: operations["updateTeam"];
        trace?: never;
    };
    "/api/v1/teams/{id}/invite/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Invite a broadcaster to the team: status Invited and an invitation email (edit-teams permission) */
        patch: operations["inviteToTeam"];
        trace?: never;
    };
    "/api/v1/teams/{id}/remove/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Remove a member from the team: Deactivated on the team and on every running campaign of it (edit-teams permission) */
        patch: operations["removeFromTeam"];
        trace?: never;
    };
    "/api/v1/teams/{id}/get_statuses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The broadcasters with a status on the team (members, invitations, removed), managers of the team */
        get: operations["listTeamStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/invite_code/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's invite link key (/join/{key}) and its expiry, managers of the team */
        get: operations["readTeamInviteCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/set_squad/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set a member's squad, or remove them from theirs with squad null (edit-teams permission) */
        patch: operations["setTeamMemberSquad"];
        trace?: never;
    };
    "/api/v1/squads/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The squads of the manager's teams, or of one team */
        get: operations["listSquads"];
        put?: never;
        /** Create a squad in a team (edit-teams permission) */
        post: operations["createSquad"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/squads/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a squad; its members stay on the team (edit-teams permission) */
        delete: operations["deleteSquad"];
        options?: never;
        head?: never;
        /** Rename a squad (edit-teams permission) */
        patch: operations["updateSquad"];
        trace?: never;
    };
    "/api/v1/squads/{id}/add_broadcaster/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Put an Active team member in the squad (edit-teams permission) */
        patch: operations["addSquadBroadcaster"];
        trace?: never;
    };
    "/api/v1/squads/{id}/remove_broadcaster/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Take a broadcaster out of the squad (edit-teams permission) */
        patch: operations["removeSquadBroadcaster"];
        trace?: never;
    };
    "/api/v1/team-broadcasters/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's members with squad, live flag and their viewable minutes and clicks over the range */
        get: operations["listTeamBroadcasters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/team-game-viewership/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hours streamed and viewable minutes by game of the team's members over the range */
        get: operations["listTeamGameViewership"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard-campaigns/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's corner stats over the manager's campaigns, and each team's overview numbers */
        get: operations["readDashboardCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite-links/campaign/{key}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a campaign invite link before signing in (limited per IP) */
        get: operations["readCampaignInviteLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invite-links/team/{key}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a team invite link before signing in (limited per IP) */
        get: operations["readTeamInviteLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/twitch/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (or sign up) a broadcaster with a Twitch authorisation code */
        post: operations["signInWithTwitch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/youtube/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (or sign up) a broadcaster with a YouTube authorisation code */
        post: operations["signInWithYouTube"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/twitter/request-token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start connecting a Twitter account: the authorisation page to send the browser to */
        get: operations["requestTwitterToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/twitter/connect/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish connecting a Twitter account with the oauth_token and oauth_verifier of the callback */
        post: operations["connectTwitter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/discord/connect/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect a Discord account with the code of the login app callback */
        post: operations["connectDiscord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/youtube/connect/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect a YouTube channel to the signed-in broadcaster with the code of the login app callback */
        post: operations["connectYouTube"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns-invitations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in broadcaster's open campaign invitations */
        get: operations["listCampaignInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams-invitations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in broadcaster's open team invitations */
        get: operations["listTeamInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/accept/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Accept a campaign invitation; answers the campaign as GET campaigns/ lists it */
        patch: operations["acceptCampaignInvitation"];
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/decline/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Decline a campaign invitation */
        patch: operations["declineCampaignInvitation"];
        trace?: never;
    };
    "/api/v1/teams/{id}/accept/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Accept a team invitation; answers the team as GET teams/ lists it */
        patch: operations["acceptTeamInvitation"];
        trace?: never;
    };
    "/api/v1/teams/{id}/decline/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Decline a team invitation */
        patch: operations["declineTeamInvitation"];
        trace?: never;
    };
    "/api/v1/broadcaster-campaigns/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The campaigns the signed-in broadcaster is on, as their campaigns page shows them */
        get: operations["listBroadcasterCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/broadcaster-campaigns/{slug}/suspend/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Suspend Campaign: the broadcaster deactivates themselves where the campaign allows it */
        patch: operations["suspendOwnCampaign"];
        trace?: never;
    };
    "/api/v1/broadcaster-campaigns/{slug}/activate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activate Campaign: the broadcaster re-activates a campaign they suspended */
        patch: operations["activateOwnCampaign"];
        trace?: never;
    };
    "/api/v1/metrics/payments/{year}/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in broadcaster's payment figures for a calendar month, with the fee schedule */
        get: operations["readMonthlyPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/invite/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Invite a broadcaster to the campaign: status Invited, an event and the invitation email (edit-campaigns permission) */
        patch: operations["inviteToCampaign"];
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/add_from_team/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Add an Active member of the campaign's team: Active with auto_active_invites, else Pending (edit-campaigns permission) */
        patch: operations["addToCampaignFromTeam"];
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/activate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activate a Flagged, Deactivated, Pending or Campaign Ended broadcaster (edit-campaigns permission) */
        patch: operations["activateOnCampaign"];
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/deactivate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Deactivate an Active broadcaster (edit-campaigns permission) */
        patch: operations["deactivateOnCampaign"];
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/get_statuses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The broadcasters with a status on the campaign (invitations included), for managers who see it */
        get: operations["listCampaignStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/invite_code/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The campaign's /invite/{key} link, reused while it has a day left (edit-campaigns permission) */
        get: operations["campaignInviteCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/add_squad/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Add a squad of the campaign's team; its Active members join the campaign (edit-campaigns permission) */
        patch: operations["addSquadToCampaign"];
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/remove_squad/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Remove a squad from the campaign; its broadcasters keep their statuses (edit-campaigns permission) */
        patch: operations["removeSquadFromCampaign"];
        trace?: never;
    };
    "/api/v1/broadcasters/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The broadcasters on the manager's teams and campaigns, with statuses of those only */
        get: operations["listBroadcasters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/broadcasters/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** At most 10 broadcasters whose username contains the text (2 characters or more), prefix matches first */
        get: operations["searchBroadcasters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/chatbot/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The campaign's chatbot and the approved chatbots it may use */
        get: operations["readCampaignChatbot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/set_chatbot_account/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Authorise a Twitch account (code of the Twitch callback) as the campaign's chatbot (edit-campaigns permission) */
        patch: operations["setCampaignChatbotAccount"];
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/set_approved_chatbot/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Make one of the approved chatbots the campaign's chatbot (edit-campaigns permission) */
        patch: operations["setCampaignApprovedChatbot"];
        trace?: never;
    };
    "/api/v1/teams/{id}/chatbot/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's default chatbot and its approved chatbots */
        get: operations["readTeamChatbot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/set_default_chatbot/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Authorise a Twitch account (code of the Twitch callback) as the team's default chatbot (edit-teams permission) */
        patch: operations["setTeamDefaultChatbot"];
        trace?: never;
    };
    "/api/v1/teams/{id}/set_approved_chatbot/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Make one of the team's approved chatbots its default (edit-teams permission) */
        patch: operations["setTeamApprovedChatbot"];
        trace?: never;
    };
    "/api/v1/post-chatbot/campaign/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a chatbot post in the live channels of a campaign, or of every campaign with '__ALL_LIVE__' (admins) */
        post: operations["postChatbotToCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/post-chatbot/channel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a chatbot post in one broadcaster's channel, or every live channel with '__ALL_LIVE__' (admins) */
        post: operations["postChatbotToChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/managers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Managers the user may see, removed ones included (view-users permission) */
        get: operations["listManagers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/managers/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a manager (soft: the account is deactivated and its sessions end; edit-users permission) */
        delete: operations["deleteManager"];
        options?: never;
        head?: never;
        /** Change a manager's teams, email and permissions, remove (user.is_active false) or reactivate them (edit-users permission) */
        patch: operations["updateManager"];
        trace?: never;
    };
    "/api/v1/manager-invitations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending manager invitations the user may see (view-users permission) */
        get: operations["listManagerInvitations"];
        put?: never;
        /** Invite a manager by email to teams with permission levels; mails a sign-up link (edit-users permission) */
        post: operations["createManagerInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/manager-invitations/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a pending invitation; its link stops working (edit-users permission) */
        delete: operations["deleteManagerInvitation"];
        options?: never;
        head?: never;
        /** Change a pending invitation's teams and permission levels; the email cannot change (edit-users permission) */
        patch: operations["updateManagerInvitation"];
        trace?: never;
    };
    "/api/v1/component-types/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Component types that are not hidden, in sort order */
        get: operations["listComponentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/components/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's components (not deleted), versions newest first */
        get: operations["listComponents"];
        put?: never;
        /** Create a component (JSON, or multipart with its image/video or widget zip) */
        post: operations["createComponent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/component-versions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A component's versions, newest first */
        get: operations["listComponentVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/components/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a component, or with archive=true end it now */
        delete: operations["deleteComponent"];
        options?: never;
        head?: never;
        /** Change a component: new version, reactivated version, archive (end_time) or reactivation */
        patch: operations["updateComponent"];
        trace?: never;
    };
    "/api/v1/broadcaster-chatbot-messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chatbot messages that reach the signed-in broadcaster, with interval and next post */
        get: operations["listBroadcasterChatbotMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/broadcaster-links/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The custom links assigned to the signed-in broadcaster, as tracked addresses */
        get: operations["listBroadcasterLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rotations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in broadcaster's rotations that have live graphics */
        get: operations["listRotations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rotations/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the positions and scales of own rotations (all or nothing) */
        put: operations["bulkUpdateRotations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dctas/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A component's dynamic call to action with its text widgets */
        get: operations["listDctas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widgets/{type}/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a widget's text (the graphic changes on the next render) */
        put: operations["updateWidget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dctas/{id}/render/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render the graphic from the background and the widgets */
        post: operations["renderDcta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/video-trigger/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play a fullscreen video on broadcasters’ overlays
         * @description Managers name the broadcasters (usernames, Active on the campaign); a broadcaster sends only the component, for themselves.
         */
        post: operations["triggerVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/browsersource-test-pattern/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a test pattern on a broadcaster’s overlay
         * @description Broadcasters: their own overlay (`size`). Managers who may edit campaigns: `broadcaster` on one of their campaigns and `size`.
         */
        post: operations["requestTestPattern"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/next-chatbot-posts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each broadcaster’s next chatbot post: when it posts, soonest first, or what it waits for
         * @description With `campaign`: managers who see it. Without: every campaign, admins only.
         */
        get: operations["listNextChatbotPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/watch-parties/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Watch parties: a broadcaster’s own, or a campaign’s for managers
         * @description Broadcasters: campaigns they are Active on, components ready, not deleted, not ended. Managers: `campaign` required.
         */
        get: operations["listWatchParties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shopify/install/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start installing the Shopify app: answers the shop’s authorize address
         * @description The query is the one Shopify sends (shop, hmac, timestamp, …), passed on by the /shopify/install page. Managers only.
         */
        get: operations["startShopifyInstall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shopify/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finish installing the Shopify app (code exchange); answers the shop */
        get: operations["confirmShopifyInstall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shopify/shops/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shops a conversion popup of the campaign may use */
        get: operations["listShopifyShops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trigger-compliance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a compliance audit of a campaign
         * @description Managers who may edit the campaign, while it has not ended. Answers 202 with the queued audit; while one is queued or running, that one (a second click queues nothing). Results arrive in compliance/ when the audit has run.
         */
        post: operations["triggerCompliance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/broadcaster-actions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Broadcaster actions, newest first: a broadcaster's own, or a campaign's for its editors */
        get: operations["listBroadcasterActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/broadcaster-actions/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Complete an action (mark_complete, send_tweet, send_retweet) or reopen the latest completed one (mark_incomplete) */
        patch: operations["updateBroadcasterAction"];
        trace?: never;
    };
    "/api/v1/assign-broadcaster-link/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The broadcaster's tracked link to a link of one of their campaign's components */
        post: operations["assignBroadcasterLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/browsersource-key/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signed-in broadcaster’s overlay key
         * @description The old overlay address stops working at once; open overlays on it are closed. Broadcasters only.
         */
        post: operations["regenerateBrowsersourceKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/browsersource-preview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived address previewing a broadcaster’s overlay for one campaign
         * @description Managers who see the campaign, for a broadcaster Active on it; the preview shows that campaign only and records nothing.
         */
        post: operations["previewBrowsersource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's reports, newest first */
        get: operations["listReports"];
        put?: never;
        /**
         * Generate a report (in the background)
         * @description Managers who see every campaign of the report, read-only ones too. Answers the report while it is generating.
         */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a report and its file */
        delete: operations["deleteReport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/{id}/download/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The report file, by the signed address the list answers
         * @description Opened by a plain link: the token names the manager it was given to and expires within an hour (decision 595). Not found when the token is wrong or expired, the report is not ready, or the manager no longer sees every campaign.
         */
        get: operations["downloadReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/twitch/eventsub/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Twitch EventSub webhook: chat messages for the chatbot, signed by Twitch */
        post: operations["twitchEventSub"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversion/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a conversion for a tracked link
         * @description Called by shops from their pages with the `advref` value the visitor arrived with. Open to every origin. Unverified: a repeat from the same client for the same key within an hour, or an `order_id` counted before, adds nothing and gets the same answer; CONVERSIONS_PER_KEY_PER_MINUTE calls per key and minute, then 429. Shops that can sign use POST conversion/signed/ instead.
         */
        post: operations["recordConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversion/signed/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a verified conversion, signed by the shop’s server
         * @description Header `X-Advocate-Conversion-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the campaign’s conversion secret>`. Refused (403) for a missing or wrong signature or a timestamp more than 5 minutes off. Counted once per `order_id`, or without one once per signature.
         */
        post: operations["recordSignedConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaign-conversion-secret/{slug}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The campaign’s conversion signing secret (editors only) */
        get: operations["getConversionSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaign-conversion-secret/{slug}/rotate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the campaign’s conversion signing secret (the old one stops working) */
        post: operations["rotateConversionSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shopify/webhooks/orders-create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shopify orders/create webhook: a verified conversion for the order’s tracked link
         * @description Signed by Shopify (`X-Shopify-Hmac-Sha256`, base64 HMAC-SHA256 of the raw body with the app secret) from a shop with a confirmed installation. The key is the order’s `advref` note attribute, else the `advref` parameter of its landing site.
         */
        post: operations["shopifyOrderCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign’s webhooks and their latest deliveries */
        get: operations["listWebhooks"];
        put?: never;
        /** Register a webhook on a campaign (answers its signing secret once) */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a webhook and its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change a webhook’s address or switch it on or off */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a test event to a webhook */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaign-link-settings/{slug}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The UTM parameters a campaign adds to its tracked links */
        get: operations["getCampaignLinkSettings"];
        /** Set the UTM parameters of a campaign’s tracked links ("" clears one) */
        put: operations["updateCampaignLinkSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compliance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A campaign's compliance per broadcaster and component, with the overall verdicts
         * @description Managers who see the campaign. An ended campaign answers its compliance as it stood at the end.
         */
        get: operations["readCompliance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compliance/history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One broadcaster's compliance history on a campaign: audits and overrides, newest first */
        get: operations["readComplianceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/override-compliance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Override one broadcaster's compliance for one component (editors, before the campaign ends)
         * @description audit_time and compliance are the result the manager saw; when the record changed since, nothing is written. The override is kept in the history with who and when.
         */
        post: operations["overrideCompliance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's channels and their stats per range */
        get: operations["campaignChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/featured-campaigns/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's featured broadcasters, earliest start first */
        get: operations["listFeaturedCampaigns"];
        put?: never;
        /** Feature a broadcaster of the campaign for a time window within the campaign dates */
        post: operations["createFeaturedCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/featured-campaigns/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a current or upcoming feature */
        delete: operations["deleteFeaturedCampaign"];
        options?: never;
        head?: never;
        /** Move the start or end of a current or upcoming feature */
        patch: operations["updateFeaturedCampaign"];
        trace?: never;
    };
    "/api/v1/clicks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's click charts for the filters */
        get: operations["campaignClickMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clicks/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A campaign's raw clicks for the filters, as CSV
         * @description Spec 01 §3 "Raw click record" (time, broadcaster, component_type, component_id, ip_addr) of every counted click in time order, streamed a page at a time (decision 622). Managers in scope, as the metrics reads.
         */
        get: operations["exportRawClicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's conversion charts for the filters */
        get: operations["campaignConversionMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/viewership/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's viewership for the filters */
        get: operations["campaignViewershipMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rollup-twitch-viewership/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's Twitch average concurrents per day */
        get: operations["campaignTwitchViewershipRollup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fullscreen-video-plays/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's fullscreen video plays for the filters */
        get: operations["campaignFullscreenVideoPlays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaign-game-viewership/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's hours and viewership per game */
        get: operations["campaignGameViewership"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/social/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's social media figures for the filters */
        get: operations["campaignSocialMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metrics/summary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's metric cards for the filters */
        get: operations["campaignMetricsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/live/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's live channels and its last 30 minutes of clicks and conversions */
        get: operations["campaignLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{slug}/live/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events of a campaign's live panel
         * @description An event stream: a `snapshot` event (the answer of campaigns/{slug}/live/) at once and after each change, within seconds; `revoked` before it ends when the sign-in ends or the campaign is out of reach. At most LIVE_PANEL_STREAMS_PER_USER open per user and LIVE_PANEL_STREAMS_PER_IP per address (429).
         */
        get: operations["campaignLiveEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/broadcaster-live/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in broadcaster's live streams and their last 30 minutes of clicks */
        get: operations["broadcasterLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/broadcaster-live/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events of the signed-in broadcaster's live block
         * @description An event stream: a `snapshot` event (the answer of broadcaster-live/) at once and after each change, within seconds; `revoked` before it ends when the sign-in ends.
         */
        get: operations["broadcasterLiveEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/traffic-quality/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A campaign's traffic quality: click and conversion shares per channel, and its anomaly flags with their history
         * @description Managers who see the campaign. Campaign to date; open flags first, then newest first.
         */
        get: operations["readTrafficQuality"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/traffic-flags/{id}/dismiss/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss an open traffic flag with a note; its clicks count again in payouts
         * @description Managers who may edit the campaign, also after it ended. The note is required.
         */
        post: operations["dismissTrafficFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Manager actions, newest first, a page at a time (view-users permission) */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every manager action the filters select, as CSV (view-users permission) */
        get: operations["exportActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payout-statements/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in broadcaster's statements: open months first, then closed ones newest first */
        get: operations["listPayoutStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payout-statements/{year}/{month}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in broadcaster's statement of a month: closed, or open and computed live
         * @description A future month, or a closed month without a statement, is 404.
         */
        get: operations["readPayoutStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payout-statements/{year}/{month}/pdf/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in broadcaster's closed statement of a month as a PDF
         * @description Closed statements only; an open month is 404.
         */
        get: operations["downloadPayoutStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payouts/months/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Closed payout months with their statements and total, newest first (admins) */
        get: operations["listPayoutMonths"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payouts/{year}/{month}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A closed month's statements of every broadcaster, by username (admins)
         * @description A month not closed is 404.
         */
        get: operations["readPayoutMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payouts/{year}/{month}/broadcasters/{username}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A broadcaster's statement of a month, closed or open (admins) */
        get: operations["readBroadcasterPayoutStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payouts/{year}/{month}/broadcasters/{username}/pdf/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A broadcaster's closed statement of a month as a PDF (admins) */
        get: operations["downloadBroadcasterPayoutStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payouts/{year}/{month}/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A closed month's statements as CSV or Excel for finance, with a total row (admins) */
        get: operations["exportPayoutMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payout-adjustments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending manual payout adjustments, oldest first (admins) */
        get: operations["listPayoutAdjustments"];
        put?: never;
        /** Add a manual adjustment (integer cents, with a reason) to a broadcaster's next statement (admins) */
        post: operations["createPayoutAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payout-adjustments/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a pending manual adjustment (admins); an applied one is 404 */
        delete: operations["deletePayoutAdjustment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/browsersource/{username}/displays/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a live graphic display of an overlay
         * @description One display: the component and version shown, when it started and for how many seconds. Refused (nothing stored) when the graphic was not in rotation for the broadcaster, the seconds exceed its duration, the start is in the future or over an hour old, or it overlaps a display already recorded (409).
         */
        post: operations["reportOverlayDisplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/browsersource/{username}/video-plays/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the play of a fullscreen video trigger
         * @description The first report of a pending trigger records the play with the viewer count at that moment; any later one answers 409.
         */
        post: operations["reportOverlayVideoPlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/browsersource/{username}/test-patterns/{id}/shown/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that an overlay showed a test pattern */
        post: operations["reportOverlayTestPatternShown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/browsersource/{username}/pending/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fullscreen videos and test patterns an overlay still has to play
         * @description Video triggers not yet played and test patterns not yet shown, asked for within the last hour, oldest first.
         */
        get: operations["overlayPendingRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/l/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow a tracked link (records the click) */
        get: operations["followTrackedLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        Error: {
            [key: string]: unknown;
        };
        Detail: {
            detail: string;
        };
        InviteCode: {
            key: string;
            /** Format: date-time */
            expires_at: string;
        };
        Profile: {
            email_receive_sponsorship_offers: boolean;
            email_receive_advocate_updates: boolean;
            /** @enum {string|null} */
            selected_notifications: "E" | "S" | "D" | null;
            current_team: {
                id: number;
                name: string;
                squad: string | null;
                logo: string | null;
            } | null;
            browsersource: string | null;
            profile_image: string | null;
            twitter: string | null;
            discord: string | null;
            youtube: string | null;
            application_full_name: string | null;
            /** @description YYYY-MM-DD */
            application_date_of_birth: string | null;
            application_organization: string | null;
            application_streams_on_which_platforms: ("PC" | "MO" | "CO")[];
            application_stream_content_type: ("CO" | "EN" | "ED")[];
            /** @description WxH */
            base_canvas_resolution: string;
            stream_preview_screenshot: string | null;
        };
        User: {
            id: number;
            username: string;
            /** @description Empty for a broadcaster whose provider gave none. */
            email: string;
            /**
             * @description 2 manager, 3 broadcaster
             * @enum {integer}
             */
            user_type: 2 | 3;
            is_admin: boolean;
            /** Format: date-time */
            tos_agreed: string | null;
            email_receive_advocate_updates: boolean;
            /**
             * @description 0 read/write, 1 read only, 2 no access
             * @enum {integer}
             */
            permissions_campaigns: 0 | 1 | 2;
            /**
             * @description 0 read/write, 1 read only, 2 no access
             * @enum {integer}
             */
            permissions_teams: 0 | 1 | 2;
            /**
             * @description 0 read/write, 1 read only, 2 no access
             * @enum {integer}
             */
            permissions_users: 0 | 1 | 2;
            /** @description Component type slugs available through the campaigns. */
            available_components: ("banner-graphics" | "twitch-chat-bot" | "twitch-chat-bot-command" | "custom-link" | "suggested-tweet" | "suggested-retweet" | "watch-party" | "live-graphics" | "fullscreen-video" | "advocate-widget" | "conversion-popup" | "dynamic-cta")[];
            platforms: ("twitch" | "youtube")[];
            phone_number: string | null;
            twitter: string | null;
            has_twitter_oauth: boolean;
            discord: string | null;
            youtube: string | null;
            /** @description Masked (the last four characters); the full key is answered once. */
            api_key: string | null;
            /** @description Slugs of the campaigns the user can see or is on. */
            campaigns: string[];
            teams: number[];
            has_application: boolean;
            profile: components["schemas"]["Profile"];
        };
        Auth: {
            key: string;
            user: components["schemas"]["User"];
        };
        Campaign: {
            slug: string;
            name: string;
            status: string | null;
            /** Format: date-time */
            start_date: string;
            /** Format: date-time */
            end_date: string | null;
            impression_cutoff: number | null;
            daily_impression_cap: number | null;
            seconds_per_impression: number;
            client: string;
            website: string;
            description: string;
            requirements: string;
            general_guidelines: string;
            payment_terms: string;
            team: number | null;
            is_finite: boolean;
            is_demo: boolean;
            has_conversions: boolean;
            daily_cap_reached: boolean;
            twitch_chatbot_account: {
                id: number;
                login: string;
                is_default: boolean;
            } | null;
            twitch_chatbot_connection: string | null;
            auto_active_invites: boolean;
            action_notifications: boolean;
            team_auto_add: boolean;
            independent_live_graphics: boolean;
            allow_self_deactivate: boolean;
            set_live_graphic_times: boolean;
            pause_after_live_graphics: number;
            keyword_links: boolean;
            hard_coded_links: boolean;
            available_components: ("banner-graphics" | "twitch-chat-bot" | "twitch-chat-bot-command" | "custom-link" | "suggested-tweet" | "suggested-retweet" | "watch-party" | "live-graphics" | "fullscreen-video" | "advocate-widget" | "conversion-popup" | "dynamic-cta")[];
            /** @description Ids of the components not deleted. */
            components: number[];
            squads: number[];
            active_periods: {
                /** Format: date-time */
                start: string;
                /** Format: date-time */
                end: string | null;
            }[];
            budget: number;
            target: number;
            metrics?: {
                clicks: number;
                conversions: number;
            };
            overview_metrics_set?: {
                30: components["schemas"]["OverviewFigures"];
                60: components["schemas"]["OverviewFigures"];
                90: components["schemas"]["OverviewFigures"];
                "07": components["schemas"]["OverviewFigures"];
                all: components["schemas"]["OverviewFigures"];
            };
        };
        OverviewFigures: {
            clicks: number;
            conversions: number;
            verified_conversions: number;
            unverified_conversions: number;
            impressions: number;
            viewable_minutes: number;
            minutes_broadcast: number;
            broadcasts: number;
        };
        BroadcasterCampaign: {
            slug: string;
            name: string;
            /** @enum {string} */
            status: "Pending" | "Active" | "Flagged" | "Deactivated" | "Campaign Ended";
            /** Format: date-time */
            start_date: string;
            /** Format: date-time */
            end_date: string | null;
            team: number | null;
            team_name: string | null;
            allow_self_deactivate: boolean;
            payment_terms: string;
            general_guidelines: string;
            description: string;
            requirements: string;
            client: string;
            website: string;
            has_conversions: boolean;
            components: {
                id: number;
                name: string;
                /** @enum {string} */
                type: "banner-graphics" | "twitch-chat-bot" | "twitch-chat-bot-command" | "custom-link" | "suggested-tweet" | "suggested-retweet" | "watch-party" | "live-graphics" | "fullscreen-video" | "advocate-widget" | "conversion-popup" | "dynamic-cta";
                type_name: string;
                is_ready: boolean;
            }[];
            active_periods: {
                /** Format: date-time */
                start: string;
                /** Format: date-time */
                end: string | null;
            }[];
            metrics: {
                clicks: number;
                conversions: number;
            };
        };
        CampaignInvitation: {
            slug: string;
            name: string;
            /** Format: date-time */
            start_date: string;
            /** Format: date-time */
            end_date: string | null;
            client: string;
            website: string;
            description: string;
            team: number | null;
            team_name: string | null;
            /** Format: date-time */
            invited_at: string | null;
        };
        TeamInvitation: {
            id: number;
            name: string;
            logo: string | null;
            /** Format: date-time */
            invited_at: string | null;
        };
        ComponentType: {
            slug: string;
            name: string;
            description: string;
            instructions: string;
            is_versioned: boolean;
            is_hidden: boolean;
            sort_order: number;
        };
        Component: {
            id: number;
            name: string;
            /** @description Component type slug */
            type: string;
            /** @description Campaign slug */
            campaign: string;
            is_movable: boolean;
            is_ready: boolean;
            /** Format: date-time */
            start_time: string | null;
            /** Format: date-time */
            end_time: string | null;
            /** Format: date-time */
            end_signal_send: string | null;
            daily_cap_reached: boolean;
            labels: number[];
            impression_cutoff: number | null;
            daily_impression_cap: number | null;
            keyword: string | null;
            youtube_url: string | null;
            description: string;
            /** @description URL of a fullscreen video's file (the same file as the version's image) */
            video_file: string | null;
            /** @description URL of the unpacked advocate widget's index.html, served sandboxed */
            widget_url: string | null;
            is_deleted: boolean;
            /** @description Newest first */
            versions: {
                id: number;
                content_id: string;
                sequence_number: number;
                image: string | null;
                message: string | null;
                link: string | null;
                /** Format: date-time */
                created: string;
                /** @description Component config keys (spec 01 §3) */
                config: {
                    [key: string]: unknown;
                };
            }[];
            activeVersion: {
                id: number;
                content_id: string;
                sequence_number: number;
                image: string | null;
                message: string | null;
                link: string | null;
                /** Format: date-time */
                created: string;
                /** @description Component config keys (spec 01 §3) */
                config: {
                    [key: string]: unknown;
                };
            } | null;
        };
        BroadcasterAction: {
            id: number;
            type: {
                /** @enum {string} */
                slug: "banner-add" | "banner-update" | "banner-remove" | "twitter-send-tweet" | "twitter-retweet" | "custom-link-add" | "chatbot-mod";
                name: string;
            };
            /** @description Component name */
            component: string;
            component_id: number;
            /** @description Campaign slug */
            campaign: string;
            campaign_name: string;
            /** @description Username */
            broadcaster: string;
            /** Format: date-time */
            creation_time: string;
            /** Format: date-time */
            completion_time: string | null;
            completion_data: {
                tweet_text?: string;
                tweet_url?: string;
                manual?: boolean;
            };
            version: {
                component_id: number;
                image: string | null;
                /** @description The broadcaster's own tracked link when the component is trackable, else the version's link */
                link: string | null;
                message: string | null;
                /** Format: date-time */
                created: string;
                /** @description Component config keys (spec 01 §3) */
                config: {
                    [key: string]: unknown;
                };
            };
        };
        Compliance: {
            /** @description Campaign slug */
            campaign: string;
            /** @description The campaign has ended: the compliance shown is final, as it stood at the end */
            ended: boolean;
            /**
             * Format: date-time
             * @description The end of the campaign when ended, else null (current compliance)
             */
            as_of: string | null;
            /**
             * Format: date-time
             * @description When the last audit finished
             */
            last_audit: string | null;
            /** @description An audit was requested and has not finished */
            audit_pending: boolean;
            chatbot_required: boolean;
            summary: {
                compliant: number;
                total: number;
            };
            components: {
                id: number;
                name: string;
                type: string;
                type_name: string;
                required: boolean;
                /** @description The active version */
                version_id: number | null;
            }[];
            broadcasters: components["schemas"]["ComplianceBroadcaster"][];
        };
        ComplianceBroadcaster: {
            /** @description Username */
            name: string;
            profile_image: string | null;
            campaign_status: string;
            mod_status: {
                status: string;
                mod_channel: string | null;
            } | null;
            /** @enum {string} */
            verdict: "compliant" | "noncompliant";
            /** @description Keyed by component id */
            compliance: {
                [key: string]: components["schemas"]["ComplianceEntry"];
            };
        };
        ComplianceEntry: {
            component_id: number;
            component_version_id: number | null;
            required: boolean;
            compliant: boolean;
            /** @description Compliant, Manually Marked As Compliant, Incorrect Image, Can't Connect, or another (incompliant) status */
            status: string;
            /** @description The manager's note on an override */
            verbiage: string | null;
            overridden: boolean;
            /** Format: date-time */
            last_updated: string;
        };
        ComplianceHistory: {
            /** Format: date-time */
            time: string;
            component_id: number;
            component_name: string;
            component_type: string;
            status: string;
            compliant: boolean;
            /** @enum {string} */
            source: "audit" | "override";
            verbiage: string | null;
            /** @description Who overrode (email); null for audits */
            actor: string | null;
        }[];
        OverrideCompliance: {
            component_id: number;
            verbiage: string | null;
            /** Format: date-time */
            audit_time: string;
            compliance: boolean;
        };
        Manager: {
            id: number;
            /** @description The manager's teams the viewer may see (decision 340) */
            teams: number[];
            user: {
                id: number;
                email: string;
                /** @description false: removed (spec 01 §4) */
                is_active: boolean;
                is_admin: boolean;
                /**
                 * @description 0 read/write, 1 read only
                 * @enum {integer}
                 */
                permissions_campaigns: 0 | 1;
                /**
                 * @description 0 read/write, 1 read only
                 * @enum {integer}
                 */
                permissions_teams: 0 | 1;
                /**
                 * @description 0 read/write, 1 read only, 2 no access
                 * @enum {integer}
                 */
                permissions_users: 0 | 1 | 2;
            };
        };
        ManagerInvitation: {
            id: number;
            email: string;
            teams: number[];
            /**
             * @description 0 read/write, 1 read only
             * @enum {integer}
             */
            permissions_campaigns: 0 | 1;
            /**
             * @description 0 read/write, 1 read only
             * @enum {integer}
             */
            permissions_teams: 0 | 1;
            /**
             * @description 0 read/write, 1 read only, 2 no access
             * @enum {integer}
             */
            permissions_users: 0 | 1 | 2;
            user: number | null;
        };
        ClickMetrics: {
            total: number;
            by_day: {
                /**
                 * Format: date
                 * @description UTC day YYYY-MM-DD
                 */
                day: string;
                clicks: number;
            }[];
            by_country: {
                /** @description ISO code, '' when unknown */
                country: string;
                clicks: number;
            }[];
            by_target: {
                target: string;
                clicks: number;
            }[];
            by_component: {
                id: number;
                name: string;
                type: string;
                clicks: number;
            }[];
            by_type: {
                type: string;
                clicks: number;
            }[];
            over_time: {
                /** Format: date-time */
                hour: string;
                /** @description Cumulative */
                clicks: number;
            }[];
            by_time_of_day: {
                /** @description UTC hour */
                hour: number;
                clicks: number;
            }[];
            cvm_by_day: {
                /**
                 * Format: date
                 * @description UTC day YYYY-MM-DD
                 */
                day: string;
                cvm: number;
            }[];
        };
        ConversionMetrics: {
            total: number;
            by_day: {
                /**
                 * Format: date
                 * @description UTC day YYYY-MM-DD
                 */
                day: string;
                conversions: number;
            }[];
            by_time_of_day: {
                hour: number;
                conversions: number;
            }[];
        };
        ViewershipMetrics: {
            viewable_minutes: number;
            twitch_viewable_minutes: number;
            youtube_viewable_minutes: number;
            minutes_broadcast: number;
            hours_broadcast: number;
            num_broadcasts: number;
            average_viewers: number;
            peak_viewers: number;
            by_day: components["schemas"]["ViewershipDay"][];
        };
        ViewershipDay: {
            /**
             * Format: date
             * @description UTC day YYYY-MM-DD
             */
            day: string;
            viewable_minutes: number;
            minutes_broadcast: number;
            average_viewers: number;
            peak_viewers: number;
        };
        VideoPlayMetrics: {
            plays: number;
            video_impressions: number;
            latest: components["schemas"]["VideoPlay"][];
        };
        VideoPlay: {
            id: number;
            /** Format: date-time */
            time: string;
            broadcaster: string;
            component_id: number | null;
            component_name: string | null;
            viewers: number;
            impressions: number;
        };
        SocialMetrics: {
            tweets_sent: number;
            retweets_sent: number;
            total_favorites: number;
            total_retweets: number;
        };
        ImpressionMetrics: {
            impressions: number;
            display_count: number;
            todays_impressions: number;
        };
        MetricsSummary: {
            clicks: number;
            unique_clicks: number;
            conversions: number;
            verified_conversions: number;
            unverified_conversions: number;
            has_conversions: boolean;
            broadcasts: {
                viewable_minutes: number;
                hours_broadcast: number;
                peak_viewers: number;
                average_viewers: number;
                num_broadcasts: number;
            };
            impressions: components["schemas"]["ImpressionMetrics"];
            social: components["schemas"]["SocialMetrics"];
            fullscreen_videos: {
                plays: number;
                video_impressions: number;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    /** @description Stay logged in (default true). Without it the token ends after TOKEN_SESSION_IDLE_HOURS unused, else TOKEN_IDLE_DAYS. */
                    stayLoggedIn?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Auth"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    email: string;
                    /** @description Needed, for a user who has a password, when `email` changes (decision 264); ignored otherwise. */
                    current_password?: string;
                    email_receive_advocate_updates?: boolean;
                    /** @description As the terms screen sends it; same as profile.email_receive_sponsorship_offers. */
                    email_receive_sponsorship_offers?: boolean;
                    /** @description Agreement, stamped with the server time; the stored value sent back keeps it; null withdraws. */
                    tos_agreed?: string | null;
                    phone_number?: string | null;
                    twitter?: string | null;
                    /** @description In multipart: the image file (png, jpeg or gif, 5 MB at most). null or empty clears it. */
                    stream_preview_screenshot?: string | null;
                    profile?: {
                        email_receive_sponsorship_offers?: boolean;
                        email_receive_advocate_updates?: boolean;
                        /** @description One code of E, S, D, or null. */
                        selected_notifications?: string | null;
                        twitter?: string | null;
                        application_full_name?: string | null;
                        application_date_of_birth?: string | null;
                        application_organization?: string | null;
                        application_streams_on_which_platforms?: string[] | null;
                        application_stream_content_type?: string[] | null;
                        base_canvas_resolution?: string;
                        stream_preview_screenshot?: string | null;
                    };
                };
                "multipart/form-data": {
                    username: string;
                    email: string;
                    /** @description Needed, for a user who has a password, when `email` changes (decision 264); ignored otherwise. */
                    current_password?: string;
                    email_receive_advocate_updates?: boolean;
                    /** @description As the terms screen sends it; same as profile.email_receive_sponsorship_offers. */
                    email_receive_sponsorship_offers?: boolean;
                    /** @description Agreement, stamped with the server time; the stored value sent back keeps it; null withdraws. */
                    tos_agreed?: string | null;
                    phone_number?: string | null;
                    twitter?: string | null;
                    /** @description In multipart: the image file (png, jpeg or gif, 5 MB at most). null or empty clears it. */
                    stream_preview_screenshot?: string | null;
                    profile?: {
                        email_receive_sponsorship_offers?: boolean;
                        email_receive_advocate_updates?: boolean;
                        /** @description One code of E, S, D, or null. */
                        selected_notifications?: string | null;
                        twitter?: string | null;
                        application_full_name?: string | null;
                        application_date_of_birth?: string | null;
                        application_organization?: string | null;
                        application_streams_on_which_platforms?: string[] | null;
                        application_stream_content_type?: string[] | null;
                        base_canvas_resolution?: string;
                        stream_preview_screenshot?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password1: string;
                    password2: string;
                    /** @description Equal to the email; the email is used as username. */
                    username?: string;
                    /** @description The key of a manager invitation link: the account gets its teams and permissions (decision 345). */
                    invite_key?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Auth"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new_password1: string;
                    new_password2: string;
                    uid: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    testToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    generateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        api_key: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listCampaigns: {
        parameters: {
            query?: {
                include_metrics?: string;
                broadcaster?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                        team: number | null;
                        /** Format: date-time */
                        start_date: string;
                        /** Format: date-time */
                        end_date: string | null;
                        is_demo: boolean;
                        available_components: ("banner-graphics" | "twitch-chat-bot" | "twitch-chat-bot-command" | "custom-link" | "suggested-tweet" | "suggested-retweet" | "watch-party" | "live-graphics" | "fullscreen-video" | "advocate-widget" | "conversion-popup" | "dynamic-cta")[];
                        status: string | null;
                        /** @description All-time clicks and conversions, with include_metrics=true. */
                        metrics?: {
                            clicks: number;
                            conversions: number;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    createCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    start_date: string;
                    end_date?: string | null;
                    client?: string;
                    website?: string;
                    description?: string;
                    requirements?: string;
                    general_guidelines?: string;
                    payment_terms?: string;
                    is_finite?: boolean;
                    budget?: number;
                    target?: number;
                    auto_active_invites?: boolean;
                    action_notifications?: boolean;
                    team_auto_add?: boolean;
                    independent_live_graphics?: boolean;
                    allow_self_deactivate?: boolean;
                    set_live_graphic_times?: boolean;
                    pause_after_live_graphics?: number;
                    keyword_links?: boolean;
                    hard_coded_links?: boolean;
                    impression_cutoff?: number | null;
                    daily_impression_cap?: number | null;
                    seconds_per_impression?: number;
                    available_components?: ("banner-graphics" | "twitch-chat-bot" | "twitch-chat-bot-command" | "custom-link" | "suggested-tweet" | "suggested-retweet" | "watch-party" | "live-graphics" | "fullscreen-video" | "advocate-widget" | "conversion-popup" | "dynamic-cta")[];
                    team?: number | null;
                    broadcasters_to_add?: string[];
                    squads?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readCampaign: {
        parameters: {
            query?: {
                include_metrics?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    deleteCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    start_date?: string;
                    end_date?: string | null;
                    client?: string;
                    website?: string;
                    description?: string;
                    requirements?: string;
                    general_guidelines?: string;
                    payment_terms?: string;
                    is_finite?: boolean;
                    budget?: number;
                    target?: number;
                    auto_active_invites?: boolean;
                    action_notifications?: boolean;
                    team_auto_add?: boolean;
                    independent_live_graphics?: boolean;
                    allow_self_deactivate?: boolean;
                    set_live_graphic_times?: boolean;
                    pause_after_live_graphics?: number;
                    keyword_links?: boolean;
                    hard_coded_links?: boolean;
                    impression_cutoff?: number | null;
                    daily_impression_cap?: number | null;
                    seconds_per_impression?: number;
                    available_components?: ("banner-graphics" | "twitch-chat-bot" | "twitch-chat-bot-command" | "custom-link" | "suggested-tweet" | "suggested-retweet" | "watch-party" | "live-graphics" | "fullscreen-video" | "advocate-widget" | "conversion-popup" | "dynamic-cta")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listLabels: {
        parameters: {
            query: {
                campaign: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description Campaign slug */
                        campaign: string;
                        /** @description Usernames */
                        broadcasters: string[];
                        components: number[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    createLabel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    broadcasters?: string[];
                    components?: number[];
                    campaign: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description Campaign slug */
                        campaign: string;
                        /** @description Usernames */
                        broadcasters: string[];
                        components: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    deleteLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    broadcasters?: string[];
                    components?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description Campaign slug */
                        campaign: string;
                        /** @description Usernames */
                        broadcasters: string[];
                        components: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    batchUpdateLabels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    broadcasters?: string[];
                    components?: number[];
                    id: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description Campaign slug */
                        campaign: string;
                        /** @description Usernames */
                        broadcasters: string[];
                        components: number[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listCampaignEvents: {
        parameters: {
            query: {
                campaign: string;
                limit?: string;
                offset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        event_type: string;
                        /** @description Username */
                        broadcaster: string | null;
                        message: string;
                        link: string | null;
                        thumbnail: string | null;
                        /** Format: date-time */
                        created: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignClicksByDay: {
        parameters: {
            query: {
                campaign: string;
                days?: "07" | "30" | "60" | "90" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description UTC day YYYY-MM-DD
                         */
                        day: string;
                        clicks: number;
                        conversions: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignViewershipByDay: {
        parameters: {
            query: {
                campaign: string;
                days?: "07" | "30" | "60" | "90" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description UTC day YYYY-MM-DD
                         */
                        day: string;
                        viewable_minutes: number;
                        minutes_broadcast: number;
                        average_viewers: number;
                        peak_viewers: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        logo: string | null;
                        is_demo: boolean;
                        seconds_per_impression: number;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        logo: string | null;
                        seconds_per_impression: number;
                        /** @description Twitch login of the team's chatbot; null for the default account */
                        default_chatbot: string | null;
                        approved_chatbots: string[];
                        is_demo: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    seconds_per_impression: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        logo: string | null;
                        seconds_per_impression: number;
                        /** @description Twitch login of the team's chatbot; null for the default account */
                        default_chatbot: string | null;
                        approved_chatbots: string[];
                        is_demo: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    inviteToTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        broadcaster: string;
                        /** @enum {string} */
                        status: "Invited" | "Declined" | "Active" | "Deactivated";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    removeFromTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        broadcaster: string;
                        /** @enum {string} */
                        status: "Invited" | "Declined" | "Active" | "Deactivated";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listTeamStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        profile_image: string | null;
                        /** @enum {string} */
                        status: "Invited" | "Declined" | "Active" | "Deactivated";
                        /** Format: date-time */
                        invited_at: string | null;
                        /** Format: date-time */
                        responded_at: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readTeamInviteCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteCode"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    setTeamMemberSquad: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster: string;
                    squad: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        broadcaster: string;
                        squad: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listSquads: {
        parameters: {
            query?: {
                team?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        team: number;
                        /** @description Usernames */
                        roster: string[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    createSquad: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    team: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        team: number;
                        /** @description Usernames */
                        roster: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    deleteSquad: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateSquad: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        team: number;
                        /** @description Usernames */
                        roster: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    addSquadBroadcaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        team: number;
                        /** @description Usernames */
                        roster: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    removeSquadBroadcaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        team: number;
                        /** @description Usernames */
                        roster: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listTeamBroadcasters: {
        parameters: {
            query: {
                team: string;
                days?: "07" | "30" | "90" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        profile_image: string | null;
                        /** @description First is primary */
                        platforms: ("twitch" | "youtube")[];
                        is_live: boolean;
                        /** @description Id of the member's squad in this team */
                        squad: number | null;
                        squad_name: string | null;
                        viewable_minutes: number;
                        /** @description Human clicks on the team's campaigns */
                        clicks: number;
                        /** @description Over the equal period before the range; 0 for all time */
                        previous_viewable_minutes: number;
                        /** @description Over the equal period before the range; 0 for all time */
                        previous_clicks: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listTeamGameViewership: {
        parameters: {
            query: {
                team: string;
                days?: "07" | "30" | "90" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        game: string;
                        hours: number;
                        viewable_minutes: number;
                        broadcasters: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readDashboardCampaigns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active_broadcasters: number;
                        total_campaigns: number;
                        active_campaigns: number;
                        viewable_minutes: number;
                        clicks: number;
                        teams: {
                            team: number;
                            /** @description Active team members */
                            broadcasters: number;
                            active_broadcasters: number;
                            total_campaigns: number;
                            active_campaigns: number;
                            viewable_minutes: number;
                            clicks: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readCampaignInviteLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        campaign_name: string;
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readTeamInviteLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        team_name: string;
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    signInWithTwitch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The authorisation code from the provider redirect. */
                    code: string;
                    /** @description Sent by the console; the path names the provider. */
                    provider?: string;
                    campaignInviteKey?: string | null;
                    teamInviteKey?: string | null;
                    label?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Auth"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    signInWithYouTube: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The authorisation code from the provider redirect. */
                    code: string;
                    /** @description Sent by the console; the path names the provider. */
                    provider?: string;
                    campaignInviteKey?: string | null;
                    teamInviteKey?: string | null;
                    label?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Auth"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    requestTwitterToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorization_url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    connectTwitter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oauth_token: string;
                    oauth_verifier: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    connectDiscord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @description The redirect_uri sent to Discord: a page of the login app. */
                    callback_url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    connectYouTube: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The authorisation code from the Google redirect. */
                    code: string;
                    /** @description The username of the broadcaster who started the connect (kept with its OAuth state); must be the signed-in user. */
                    started_by: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listCampaignInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignInvitation"][];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listTeamInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInvitation"][];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    acceptCampaignInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                        team: number | null;
                        /** Format: date-time */
                        start_date: string;
                        /** Format: date-time */
                        end_date: string | null;
                        is_demo: boolean;
                        available_components: ("banner-graphics" | "twitch-chat-bot" | "twitch-chat-bot-command" | "custom-link" | "suggested-tweet" | "suggested-retweet" | "watch-party" | "live-graphics" | "fullscreen-video" | "advocate-widget" | "conversion-popup" | "dynamic-cta")[];
                        status: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    declineCampaignInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    acceptTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        logo: string | null;
                        is_demo: boolean;
                        seconds_per_impression: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    declineTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listBroadcasterCampaigns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcasterCampaign"][];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    suspendOwnCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcasterCampaign"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    activateOwnCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcasterCampaign"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readMonthlyPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: string;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        month: number;
                        viewable_minutes: number;
                        /** @description Payable clicks: counted clicks less those held in an open traffic flag (decision 813). */
                        clicks: number;
                        /** @description Counted clicks held for review in an open traffic flag: paid once the flag is dismissed. */
                        held_clicks: number;
                        fee_schedule: {
                            currency: string;
                            per_thousand_viewable_minutes: number;
                            per_click: number;
                        };
                        /** @description The month's statement total in dollars: closed, or open and computed live (decisions 355, 830). */
                        estimated_amount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    inviteToCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        profile_image: string | null;
                        /** @description First is primary */
                        platforms: ("twitch" | "youtube")[];
                        /** @enum {string} */
                        status: "Invited" | "Declined" | "Pending" | "Active" | "Flagged" | "Deactivated" | "Campaign Ended";
                        /** Format: date-time */
                        invited_at: string | null;
                        /** Format: date-time */
                        responded_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    addToCampaignFromTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        profile_image: string | null;
                        /** @description First is primary */
                        platforms: ("twitch" | "youtube")[];
                        /** @enum {string} */
                        status: "Invited" | "Declined" | "Pending" | "Active" | "Flagged" | "Deactivated" | "Campaign Ended";
                        /** Format: date-time */
                        invited_at: string | null;
                        /** Format: date-time */
                        responded_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    activateOnCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        profile_image: string | null;
                        /** @description First is primary */
                        platforms: ("twitch" | "youtube")[];
                        /** @enum {string} */
                        status: "Invited" | "Declined" | "Pending" | "Active" | "Flagged" | "Deactivated" | "Campaign Ended";
                        /** Format: date-time */
                        invited_at: string | null;
                        /** Format: date-time */
                        responded_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    deactivateOnCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        profile_image: string | null;
                        /** @description First is primary */
                        platforms: ("twitch" | "youtube")[];
                        /** @enum {string} */
                        status: "Invited" | "Declined" | "Pending" | "Active" | "Flagged" | "Deactivated" | "Campaign Ended";
                        /** Format: date-time */
                        invited_at: string | null;
                        /** Format: date-time */
                        responded_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listCampaignStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        profile_image: string | null;
                        /** @description First is primary */
                        platforms: ("twitch" | "youtube")[];
                        /** @enum {string} */
                        status: "Invited" | "Declined" | "Pending" | "Active" | "Flagged" | "Deactivated" | "Campaign Ended";
                        /** Format: date-time */
                        invited_at: string | null;
                        /** Format: date-time */
                        responded_at: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignInviteCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteCode"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    addSquadToCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    squad: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        broadcasters: {
                            username: string;
                            profile_image: string | null;
                            /** @description First is primary */
                            platforms: ("twitch" | "youtube")[];
                            /** @enum {string} */
                            status: "Invited" | "Declined" | "Pending" | "Active" | "Flagged" | "Deactivated" | "Campaign Ended";
                            /** Format: date-time */
                            invited_at: string | null;
                            /** Format: date-time */
                            responded_at: string | null;
                        }[];
                        campaign: {
                            slug: string;
                            /** @description Squad ids */
                            squads: number[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    removeSquadFromCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    squad: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        broadcasters: {
                            username: string;
                            profile_image: string | null;
                            /** @description First is primary */
                            platforms: ("twitch" | "youtube")[];
                            /** @enum {string} */
                            status: "Invited" | "Declined" | "Pending" | "Active" | "Flagged" | "Deactivated" | "Campaign Ended";
                            /** Format: date-time */
                            invited_at: string | null;
                            /** Format: date-time */
                            responded_at: string | null;
                        }[];
                        campaign: {
                            slug: string;
                            /** @description Squad ids */
                            squads: number[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listBroadcasters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        profile_image: string | null;
                        /** @description First is primary */
                        platforms: ("twitch" | "youtube")[];
                        twitter: string | null;
                        is_live: boolean;
                        /** @description By campaign slug, campaigns the reader sees only */
                        campaign_statuses: {
                            [key: string]: {
                                status: string;
                                /** Format: date-time */
                                invited_at: string | null;
                                /** Format: date-time */
                                responded_at: string | null;
                            };
                        };
                        /** @description By team id, teams the reader sees only */
                        team_statuses: {
                            [key: string]: {
                                status: string;
                            };
                        };
                        /** Format: date-time */
                        next_post: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    searchBroadcasters: {
        parameters: {
            query: {
                username: string;
                team?: string;
                campaign?: string;
                exclude_on_team?: "true" | "false" | "1" | "0";
                exclude_on_campaign?: "true" | "false" | "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        profile_image: string | null;
                        /** @description First is primary */
                        platforms: ("twitch" | "youtube")[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readCampaignChatbot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        twitch_chatbot_account: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        };
                        twitch_chatbot_connection: string | null;
                        approved_chatbots: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    setCampaignChatbotAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        twitch_chatbot_account: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        };
                        twitch_chatbot_connection: string | null;
                        approved_chatbots: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    setCampaignApprovedChatbot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new_chatbot: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        twitch_chatbot_account: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        };
                        twitch_chatbot_connection: string | null;
                        approved_chatbots: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readTeamChatbot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        default_chatbot: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        };
                        approved_chatbots: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    setTeamDefaultChatbot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        default_chatbot: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        };
                        approved_chatbots: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    setTeamApprovedChatbot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new_chatbot: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        default_chatbot: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        };
                        approved_chatbots: {
                            /** @description Twitch login */
                            login: string;
                            /** @description The default account, which counts as no chatbot */
                            is_default: boolean;
                            /** @description The login, with ' (default)' for the default account */
                            label: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    postChatbotToCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A campaign slug, or '__ALL_LIVE__' */
                    campaign: string;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Posts queued, one per channel */
                        posts: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    postChatbotToChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A broadcaster's username, or '__ALL_LIVE__' */
                    broadcaster: string;
                    text: string;
                    /** @description The chatbot account's login to post as; the default account when absent */
                    chatbot_channel?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Posts queued, one per channel */
                        posts: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listManagers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Manager"][];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    deleteManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Team ids */
                    teams?: number[];
                    user?: {
                        email?: string;
                        is_active?: boolean;
                        /**
                         * @description 0 read/write, 1 read only
                         * @enum {integer}
                         */
                        permissions_campaigns?: 0 | 1;
                        /**
                         * @description 0 read/write, 1 read only
                         * @enum {integer}
                         */
                        permissions_teams?: 0 | 1;
                        /**
                         * @description 0 read/write, 1 read only, 2 no access
                         * @enum {integer}
                         */
                        permissions_users?: 0 | 1 | 2;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Manager"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listManagerInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagerInvitation"][];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    createManagerInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @description Team ids */
                    teams: number[];
                    /**
                     * @description 0 read/write, 1 read only
                     * @default 1
                     * @enum {integer}
                     */
                    permissions_campaigns?: 0 | 1;
                    /**
                     * @description 0 read/write, 1 read only
                     * @default 1
                     * @enum {integer}
                     */
                    permissions_teams?: 0 | 1;
                    /**
                     * @description 0 read/write, 1 read only, 2 no access
                     * @default 2
                     * @enum {integer}
                     */
                    permissions_users?: 0 | 1 | 2;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagerInvitation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    deleteManagerInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateManagerInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    /** @description Team ids */
                    teams?: number[];
                    /**
                     * @description 0 read/write, 1 read only
                     * @enum {integer}
                     */
                    permissions_campaigns?: 0 | 1;
                    /**
                     * @description 0 read/write, 1 read only
                     * @enum {integer}
                     */
                    permissions_teams?: 0 | 1;
                    /**
                     * @description 0 read/write, 1 read only, 2 no access
                     * @enum {integer}
                     */
                    permissions_users?: 0 | 1 | 2;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagerInvitation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listComponentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComponentType"][];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listComponents: {
        parameters: {
            query: {
                campaign: string;
                active?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Component"][];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    createComponent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    is_movable?: boolean;
                    start_time?: string | null;
                    end_time?: string | null;
                    impression_cutoff?: number | null;
                    daily_impression_cap?: number | null;
                    keyword?: string | null;
                    youtube_url?: string | null;
                    description?: string | null;
                    message?: string | null;
                    link?: string | null;
                    /** @description Component config keys (spec 01 §3); unknown keys answer "Not a valid component field" */
                    config?: {
                        duration?: number | string | (never | null);
                        rotation_delay?: number | string | (never | null);
                        message_interval?: number | string | (never | null);
                        command?: string | null;
                        chatbot_component?: number | string | (never | null);
                        source_keyword?: string | null;
                        is_editable?: boolean | null;
                        is_fulfillable?: boolean | null;
                        color?: string | null;
                        schedule?: {
                            minutes?: (number | string | (never | null))[] | (number | string | (never | null));
                        } | null;
                        game?: string | null;
                    } | null;
                    /** @description Group (label) ids of the same campaign (null: none) */
                    labels?: number[] | null;
                    /** @description A file in multipart; in JSON null clears it, its current URL keeps it */
                    image?: string | null;
                    /** @description The advocate widget zip, a file in multipart */
                    widget_upload?: string | null;
                    /** @description Conversion popups: a confirmed Shopify shop domain */
                    shop?: string | null;
                    campaign: string;
                    /** @description Component type slug */
                    type: string;
                    /** @description Dynamic calls to action: text widget names (default ["Headline"]) */
                    widgets?: string[] | null;
                };
                "multipart/form-data": {
                    name: string;
                    is_movable?: boolean;
                    start_time?: string | null;
                    end_time?: string | null;
                    impression_cutoff?: number | null;
                    daily_impression_cap?: number | null;
                    keyword?: string | null;
                    youtube_url?: string | null;
                    description?: string | null;
                    message?: string | null;
                    link?: string | null;
                    /** @description Component config keys (spec 01 §3); unknown keys answer "Not a valid component field" */
                    config?: {
                        duration?: number | string | (never | null);
                        rotation_delay?: number | string | (never | null);
                        message_interval?: number | string | (never | null);
                        command?: string | null;
                        chatbot_component?: number | string | (never | null);
                        source_keyword?: string | null;
                        is_editable?: boolean | null;
                        is_fulfillable?: boolean | null;
                        color?: string | null;
                        schedule?: {
                            minutes?: (number | string | (never | null))[] | (number | string | (never | null));
                        } | null;
                        game?: string | null;
                    } | null;
                    /** @description Group (label) ids of the same campaign (null: none) */
                    labels?: number[] | null;
                    /** @description A file in multipart; in JSON null clears it, its current URL keeps it */
                    image?: string | null;
                    /** @description The advocate widget zip, a file in multipart */
                    widget_upload?: string | null;
                    /** @description Conversion popups: a confirmed Shopify shop domain */
                    shop?: string | null;
                    campaign: string;
                    /** @description Component type slug */
                    type: string;
                    /** @description Dynamic calls to action: text widget names (default ["Headline"]) */
                    widgets?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Component"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listComponentVersions: {
        parameters: {
            query: {
                component: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        content_id: string;
                        sequence_number: number;
                        image: string | null;
                        message: string | null;
                        link: string | null;
                        /** Format: date-time */
                        created: string;
                        /** @description Component config keys (spec 01 §3) */
                        config: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    deleteComponent: {
        parameters: {
            query?: {
                archive?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted or archived */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateComponent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    is_movable?: boolean;
                    start_time?: string | null;
                    end_time?: string | null;
                    impression_cutoff?: number | null;
                    daily_impression_cap?: number | null;
                    keyword?: string | null;
                    youtube_url?: string | null;
                    description?: string | null;
                    message?: string | null;
                    link?: string | null;
                    /** @description Component config keys (spec 01 §3); unknown keys answer "Not a valid component field" */
                    config?: {
                        duration?: number | string | (never | null);
                        rotation_delay?: number | string | (never | null);
                        message_interval?: number | string | (never | null);
                        command?: string | null;
                        chatbot_component?: number | string | (never | null);
                        source_keyword?: string | null;
                        is_editable?: boolean | null;
                        is_fulfillable?: boolean | null;
                        color?: string | null;
                        schedule?: {
                            minutes?: (number | string | (never | null))[] | (number | string | (never | null));
                        } | null;
                        game?: string | null;
                    } | null;
                    /** @description Group (label) ids of the same campaign (null: none) */
                    labels?: number[] | null;
                    /** @description A file in multipart; in JSON null clears it, its current URL keeps it */
                    image?: string | null;
                    /** @description The advocate widget zip, a file in multipart */
                    widget_upload?: string | null;
                    /** @description Conversion popups: a confirmed Shopify shop domain */
                    shop?: string | null;
                    /** @description Optional; must be the component's campaign */
                    campaign?: string;
                    /** @description Optional; must be the component's type */
                    type?: string;
                    /**
                     * @description Sent as null with end_time null to reactivate
                     * @enum {object|null}
                     */
                    end_signal_send?: never | null;
                    /** @description Versioned types: copy this older version into a new one */
                    reactivated_version_id?: number;
                };
                "multipart/form-data": {
                    name?: string;
                    is_movable?: boolean;
                    start_time?: string | null;
                    end_time?: string | null;
                    impression_cutoff?: number | null;
                    daily_impression_cap?: number | null;
                    keyword?: string | null;
                    youtube_url?: string | null;
                    description?: string | null;
                    message?: string | null;
                    link?: string | null;
                    /** @description Component config keys (spec 01 §3); unknown keys answer "Not a valid component field" */
                    config?: {
                        duration?: number | string | (never | null);
                        rotation_delay?: number | string | (never | null);
                        message_interval?: number | string | (never | null);
                        command?: string | null;
                        chatbot_component?: number | string | (never | null);
                        source_keyword?: string | null;
                        is_editable?: boolean | null;
                        is_fulfillable?: boolean | null;
                        color?: string | null;
                        schedule?: {
                            minutes?: (number | string | (never | null))[] | (number | string | (never | null));
                        } | null;
                        game?: string | null;
                    } | null;
                    /** @description Group (label) ids of the same campaign (null: none) */
                    labels?: number[] | null;
                    /** @description A file in multipart; in JSON null clears it, its current URL keeps it */
                    image?: string | null;
                    /** @description The advocate widget zip, a file in multipart */
                    widget_upload?: string | null;
                    /** @description Conversion popups: a confirmed Shopify shop domain */
                    shop?: string | null;
                    /** @description Optional; must be the component's campaign */
                    campaign?: string;
                    /** @description Optional; must be the component's type */
                    type?: string;
                    /**
                     * @description Sent as null with end_time null to reactivate
                     * @enum {object|null}
                     */
                    end_signal_send?: never | null;
                    /** @description Versioned types: copy this older version into a new one */
                    reactivated_version_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Component"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listBroadcasterChatbotMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        component_id: number;
                        /** @description Component name */
                        component: string;
                        /** @enum {string} */
                        type: "twitch-chat-bot" | "twitch-chat-bot-command";
                        /** @description Campaign slug */
                        campaign: string;
                        campaign_name: string;
                        /** @description The active version message, {{link}} replaced by the broadcaster’s tracked link */
                        message: string;
                        /** @description The chat command (chat bot commands only) */
                        command: string | null;
                        /** @description Seconds between posts (default 1200) */
                        message_interval: number;
                        /**
                         * Format: date-time
                         * @description When the post really goes out (the channel live and 20 chat lines there; an overdue one goes in the next round, so now); null while it waits for something (waiting_for) or is not scheduled.
                         */
                        next_post: string | null;
                        /**
                         * @description What the post waits for before it can go out: 'live' (the channel is offline), 'chat' (fewer than 20 chat lines since the bot's last post), or null.
                         * @enum {string|null}
                         */
                        waiting_for: "live" | "chat" | null;
                        /** @description Chat lines by people since the bot's last post in the channel, up to 20. */
                        chat_lines: number;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listBroadcasterLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        /** @description The tracked address to share */
                        url: string;
                        /** @description Where the tracked address leads */
                        target: string;
                        /** @description Component name */
                        component: string;
                        /** @description Campaign slug */
                        campaign: string;
                        campaign_name: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listRotations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description The independent campaign's name, or 'Default rotation' */
                        name: string;
                        /** @description Campaign slugs */
                        campaigns: string[];
                        images: {
                            /** @description The active version's image or video */
                            image_url: string;
                            version_id: number;
                            component_id: number;
                            /** @description Campaign slug */
                            campaign: string;
                        }[];
                        /** @description Left edge in base-canvas pixels */
                        xPos: number;
                        /** @description Top edge in base-canvas pixels */
                        yPos: number;
                        /** @description 0.25 to 1 */
                        scale: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    bulkUpdateRotations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    xPos: number;
                    yPos: number;
                    scale: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description The independent campaign's name, or 'Default rotation' */
                        name: string;
                        /** @description Campaign slugs */
                        campaigns: string[];
                        images: {
                            /** @description The active version's image or video */
                            image_url: string;
                            version_id: number;
                            component_id: number;
                            /** @description Campaign slug */
                            campaign: string;
                        }[];
                        /** @description Left edge in base-canvas pixels */
                        xPos: number;
                        /** @description Top edge in base-canvas pixels */
                        yPos: number;
                        /** @description 0.25 to 1 */
                        scale: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listDctas: {
        parameters: {
            query: {
                component: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description Component id */
                        component: number;
                        /** @description URL of the last rendered graphic (SVG) */
                        rendered_image: string | null;
                        widgets: {
                            id: number;
                            type: string;
                            name: string;
                            text: string;
                        }[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateWidget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type: string;
                        name: string;
                        text: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    renderDcta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description Component id */
                        component: number;
                        /** @description URL of the last rendered graphic (SVG) */
                        rendered_image: string | null;
                        widgets: {
                            id: number;
                            type: string;
                            name: string;
                            text: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    triggerVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    component?: number;
                    broadcasters?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        triggered: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    requestTestPattern: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    size?: string;
                    broadcaster?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        broadcaster: string;
                        /** @enum {string} */
                        size: "1920x1080" | "1600x900" | "1280x720";
                        /** Format: date-time */
                        requested_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listNextChatbotPosts: {
        parameters: {
            query?: {
                campaign?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Broadcaster username */
                        username: string;
                        /**
                         * Format: date-time
                         * @description When the post really goes out (the channel live and 20 chat lines there; an overdue one goes in the next round, so now); null while it waits for something (waiting_for) or is not scheduled.
                         */
                        next_post: string | null;
                        /**
                         * @description What the post waits for before it can go out: 'live' (the channel is offline), 'chat' (fewer than 20 chat lines since the bot's last post), or null.
                         * @enum {string|null}
                         */
                        waiting_for: "live" | "chat" | null;
                        /** @description Chat lines by people since the bot's last post in the channel, up to 20. */
                        chat_lines: number;
                        /** @description Component id */
                        component: number;
                        component_name: string;
                        /** @description Campaign slug */
                        campaign: string;
                        campaign_name: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listWatchParties: {
        parameters: {
            query?: {
                campaign?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        game: string;
                        /** @description The watch party’s key, handed to its frame with the settings */
                        api_key: string;
                        current_version: {
                            /** @description Address the frame shows */
                            source: string | null;
                        };
                        component_id: number | null;
                        /** @description Campaign slug */
                        campaign: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    startShopifyInstall: {
        parameters: {
            query: {
                shop: string;
                hmac: string;
                timestamp: string;
                code?: string;
                state?: string;
                host?: string;
                locale?: string;
                embedded?: string;
                session?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    confirmShopifyInstall: {
        parameters: {
            query: {
                shop: string;
                hmac: string;
                timestamp: string;
                code: string;
                state: string;
                host?: string;
                locale?: string;
                embedded?: string;
                session?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shop: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listShopifyShops: {
        parameters: {
            query: {
                campaign: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shop: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    triggerCompliance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    campaign?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        campaign: string;
                        /** @enum {string} */
                        status: "queued" | "running";
                        /** Format: date-time */
                        requested_at: string;
                        /** Format: date-time */
                        started_at: string | null;
                        /** Format: date-time */
                        last_audit_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listBroadcasterActions: {
        parameters: {
            query?: {
                campaign?: string;
                completed?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcasterAction"][];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateBroadcasterAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    completion_action: "mark_complete" | "mark_incomplete" | "send_tweet" | "send_retweet";
                    completion_data?: {
                        tweet_text?: string;
                        tweet_url?: string;
                        manual?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcasterAction"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    assignBroadcasterLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    link: string;
                    broadcasterUsername: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        /** @description <api>/l/<key> */
                        url: string;
                        target: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    regenerateBrowsersourceKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        browsersource: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    previewBrowsersource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    campaign: string;
                    broadcaster: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listReports: {
        parameters: {
            query: {
                campaign: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /**
                         * @description P = PDF, C = CSV, X = Excel
                         * @enum {string}
                         */
                        type: "P" | "C" | "X";
                        /** @description Campaign slugs */
                        campaigns: string[];
                        /** Format: date-time */
                        created: string;
                        /** Format: date-time */
                        report_start: string | null;
                        /** Format: date-time */
                        report_end: string | null;
                        /** Format: date-time */
                        start_time: string | null;
                        /** Format: date-time */
                        end_time: string | null;
                        empty_rows: boolean;
                        /** @description Every section with its settings */
                        sections: {
                            [key: string]: unknown;
                        };
                        /** @description Download address (signed, short-lived); null while generating, when failed, or when the caller may not read every campaign */
                        report: string | null;
                        failed: boolean;
                        /** @description Share done while generating */
                        progress: number | null;
                        /** @description Whether the caller may delete it: its maker, or a manager who may edit campaigns */
                        can_delete: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    type: string;
                    /** @description ISO date-time; may precede today. Default: the campaigns’ start */
                    start_time?: string | null;
                    /** @description ISO date-time after start_time. Default: now */
                    end_time?: string | null;
                    campaigns: string[];
                    /** @description Keep rows whose figures are all zero (default false) */
                    empty_rows?: boolean;
                    sections?: {
                        /** @description PDF only */
                        header?: {
                            include?: boolean;
                        };
                        campaign_parameters?: {
                            include?: boolean;
                            start?: string | null;
                        };
                        clicks_by_type_table?: {
                            include?: boolean;
                            /** @description Optional columns kept (report metric ids); all when absent */
                            columns?: string[];
                            /** @description Same as columns */
                            optionalSections?: string[];
                            limit?: number | null;
                            /** @description Leave out rows whose figures are all zero */
                            filter_empty?: boolean;
                            /** @description Only these broadcasters (usernames) */
                            broadcasters?: string[];
                        };
                        clicks_by_target_table?: {
                            include?: boolean;
                            /** @description Optional columns kept (report metric ids); all when absent */
                            columns?: string[];
                            /** @description Same as columns */
                            optionalSections?: string[];
                            limit?: number | null;
                            /** @description Leave out rows whose figures are all zero */
                            filter_empty?: boolean;
                            /** @description Only these broadcasters (usernames) */
                            broadcasters?: string[];
                        };
                        clicks_by_country_table?: {
                            include?: boolean;
                            /** @description Optional columns kept (report metric ids); all when absent */
                            columns?: string[];
                            /** @description Same as columns */
                            optionalSections?: string[];
                            limit?: number | null;
                            /** @description Leave out rows whose figures are all zero */
                            filter_empty?: boolean;
                            /** @description Only these broadcasters (usernames) */
                            broadcasters?: string[];
                        };
                        clicks_by_component_table?: {
                            include?: boolean;
                            /** @description Optional columns kept (report metric ids); all when absent */
                            columns?: string[];
                            /** @description Same as columns */
                            optionalSections?: string[];
                            limit?: number | null;
                            /** @description Leave out rows whose figures are all zero */
                            filter_empty?: boolean;
                            /** @description Only these broadcasters (usernames) */
                            broadcasters?: string[];
                        };
                        broadcaster_table?: {
                            include?: boolean;
                            /** @description Optional columns kept (report metric ids); all when absent */
                            columns?: string[];
                            /** @description Same as columns */
                            optionalSections?: string[];
                            limit?: number | null;
                            /** @description Leave out rows whose figures are all zero */
                            filter_empty?: boolean;
                            /** @description Only these broadcasters (usernames) */
                            broadcasters?: string[];
                        };
                        impressions_by_broadcaster?: {
                            include?: boolean;
                            /** @description Optional columns kept (report metric ids); all when absent */
                            columns?: string[];
                            /** @description Same as columns */
                            optionalSections?: string[];
                            limit?: number | null;
                            /** @description Leave out rows whose figures are all zero */
                            filter_empty?: boolean;
                            /** @description Only these broadcasters (usernames) */
                            broadcasters?: string[];
                        };
                        daily_data_table?: {
                            include?: boolean;
                            /** @description Optional columns kept (report metric ids); all when absent */
                            columns?: string[];
                            /** @description Same as columns */
                            optionalSections?: string[];
                            limit?: number | null;
                            /** @description Leave out rows whose figures are all zero */
                            filter_empty?: boolean;
                            /** @description Only these broadcasters (usernames) */
                            broadcasters?: string[];
                        };
                        weekly_data_table?: {
                            include?: boolean;
                            /** @description Optional columns kept (report metric ids); all when absent */
                            columns?: string[];
                            /** @description Same as columns */
                            optionalSections?: string[];
                            limit?: number | null;
                            /** @description Leave out rows whose figures are all zero */
                            filter_empty?: boolean;
                            /** @description Only these broadcasters (usernames) */
                            broadcasters?: string[];
                        };
                        monthly_data_table?: {
                            include?: boolean;
                            /** @description Optional columns kept (report metric ids); all when absent */
                            columns?: string[];
                            /** @description Same as columns */
                            optionalSections?: string[];
                            limit?: number | null;
                            /** @description Leave out rows whose figures are all zero */
                            filter_empty?: boolean;
                            /** @description Only these broadcasters (usernames) */
                            broadcasters?: string[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /**
                         * @description P = PDF, C = CSV, X = Excel
                         * @enum {string}
                         */
                        type: "P" | "C" | "X";
                        /** @description Campaign slugs */
                        campaigns: string[];
                        /** Format: date-time */
                        created: string;
                        /** Format: date-time */
                        report_start: string | null;
                        /** Format: date-time */
                        report_end: string | null;
                        /** Format: date-time */
                        start_time: string | null;
                        /** Format: date-time */
                        end_time: string | null;
                        empty_rows: boolean;
                        /** @description Every section with its settings */
                        sections: {
                            [key: string]: unknown;
                        };
                        /** @description Download address (signed, short-lived); null while generating, when failed, or when the caller may not read every campaign */
                        report: string | null;
                        failed: boolean;
                        /** @description Share done while generating */
                        progress: number | null;
                        /** @description Whether the caller may delete it: its maker, or a manager who may edit campaigns */
                        can_delete: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    deleteReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    downloadReport: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, CSV or Excel file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    twitchEventSub: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    recordConversion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source?: string;
                    /** @description The shop’s order id: counted once ever per campaign. */
                    order_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        source: string;
                        /** Format: date-time */
                        created: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    recordSignedConversion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source?: string;
                    order_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        source: string;
                        /** Format: date-time */
                        created: string;
                        verified: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    getConversionSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaign: string;
                        secret: string;
                        /** Format: date-time */
                        rotated: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    rotateConversionSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaign: string;
                        secret: string;
                        /** Format: date-time */
                        rotated: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    shopifyOrderCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counted: boolean;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query: {
                campaign: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        campaign: string;
                        url: string;
                        active: boolean;
                        /** Format: date-time */
                        created: string;
                        deliveries: {
                            id: number;
                            /** @enum {string} */
                            event: "click" | "conversion" | "test";
                            /** @enum {string} */
                            status: "pending" | "delivered" | "retrying" | "failed";
                            attempts: number;
                            last_response_code: number | null;
                            last_error: string | null;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            last_attempt: string | null;
                        }[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    campaign?: string;
                    url?: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        campaign: string;
                        url: string;
                        active: boolean;
                        /** Format: date-time */
                        created: string;
                        deliveries: {
                            id: number;
                            /** @enum {string} */
                            event: "click" | "conversion" | "test";
                            /** @enum {string} */
                            status: "pending" | "delivered" | "retrying" | "failed";
                            attempts: number;
                            last_response_code: number | null;
                            last_error: string | null;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            last_attempt: string | null;
                        }[];
                        secret: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        campaign: string;
                        url: string;
                        active: boolean;
                        /** Format: date-time */
                        created: string;
                        deliveries: {
                            id: number;
                            /** @enum {string} */
                            event: "click" | "conversion" | "test";
                            /** @enum {string} */
                            status: "pending" | "delivered" | "retrying" | "failed";
                            attempts: number;
                            last_response_code: number | null;
                            last_error: string | null;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            last_attempt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    getCampaignLinkSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        utm_source: string;
                        utm_medium: string;
                        utm_campaign: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateCampaignLinkSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    utm_source?: string;
                    utm_medium?: string;
                    utm_campaign?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        utm_source: string;
                        utm_medium: string;
                        utm_campaign: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readCompliance: {
        parameters: {
            query: {
                campaign: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Compliance"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readComplianceHistory: {
        parameters: {
            query: {
                campaign: string;
                broadcaster: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceHistory"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    overrideCompliance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster?: string;
                    /** @description override_to_noncompliant or override_to_compliant */
                    action?: string;
                    component_version_id?: number;
                    verbiage?: string | null;
                    audit_time?: string;
                    compliance?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverrideCompliance"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignChannels: {
        parameters: {
            query: {
                campaign: string;
                /** @description Only this range's stats (with 30, the 60-day totals of its trend too); every range when left out */
                range?: "07" | "30" | "60" | "90" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channels: {
                            username: string;
                            profile_image: string | null;
                            platforms: ("twitch" | "youtube")[];
                            status: string;
                            is_live: boolean;
                            /** @description A feature of this campaign runs now */
                            featured: boolean;
                        }[];
                        /** @description Keyed by range: every range, or the asked one */
                        stats: {
                            /** @description Keyed by username */
                            30?: {
                                [key: string]: {
                                    clicks_by_type: {
                                        banner_graphic_clicks: number;
                                        twitch_chatbot_clicks: number;
                                        twitch_command_clicks: number;
                                        twitter_clicks: number;
                                        live_graphic_clicks: number;
                                        custom_link_clicks: number;
                                    };
                                    twitch_viewership: {
                                        viewable_minutes: number;
                                        broadcasts: number;
                                        average_viewers: number;
                                        peak_viewers: number;
                                    };
                                    youtube_viewership: {
                                        viewable_minutes: number;
                                        broadcasts: number;
                                        average_viewers: number;
                                        peak_viewers: number;
                                    };
                                    conversions: number;
                                    clicks_by_country: {
                                        country: string;
                                        clicks: number;
                                    }[];
                                    twitch_stream_time_by_game: {
                                        game: string;
                                        hours: number;
                                    }[];
                                    youtube_stream_time_by_game: {
                                        game: string;
                                        hours: number;
                                    }[];
                                    fullscreen_video: {
                                        plays: number;
                                        impressions: number;
                                    };
                                    impressions: number;
                                    live_graphic_impressions: {
                                        key: string;
                                        component_id: number;
                                        impressions: number;
                                    }[];
                                    verified_conversions: number;
                                    unverified_conversions: number;
                                };
                            };
                            /** @description Keyed by username */
                            60?: {
                                [key: string]: {
                                    clicks_by_type: {
                                        banner_graphic_clicks: number;
                                        twitch_chatbot_clicks: number;
                                        twitch_command_clicks: number;
                                        twitter_clicks: number;
                                        live_graphic_clicks: number;
                                        custom_link_clicks: number;
                                    };
                                    twitch_viewership: {
                                        viewable_minutes: number;
                                        broadcasts: number;
                                        average_viewers: number;
                                        peak_viewers: number;
                                    };
                                    youtube_viewership: {
                                        viewable_minutes: number;
                                        broadcasts: number;
                                        average_viewers: number;
                                        peak_viewers: number;
                                    };
                                    conversions: number;
                                    clicks_by_country: {
                                        country: string;
                                        clicks: number;
                                    }[];
                                    twitch_stream_time_by_game: {
                                        game: string;
                                        hours: number;
                                    }[];
                                    youtube_stream_time_by_game: {
                                        game: string;
                                        hours: number;
                                    }[];
                                    fullscreen_video: {
                                        plays: number;
                                        impressions: number;
                                    };
                                    impressions: number;
                                    live_graphic_impressions: {
                                        key: string;
                                        component_id: number;
                                        impressions: number;
                                    }[];
                                    verified_conversions: number;
                                    unverified_conversions: number;
                                };
                            };
                            /** @description Keyed by username */
                            90?: {
                                [key: string]: {
                                    clicks_by_type: {
                                        banner_graphic_clicks: number;
                                        twitch_chatbot_clicks: number;
                                        twitch_command_clicks: number;
                                        twitter_clicks: number;
                                        live_graphic_clicks: number;
                                        custom_link_clicks: number;
                                    };
                                    twitch_viewership: {
                                        viewable_minutes: number;
                                        broadcasts: number;
                                        average_viewers: number;
                                        peak_viewers: number;
                                    };
                                    youtube_viewership: {
                                        viewable_minutes: number;
                                        broadcasts: number;
                                        average_viewers: number;
                                        peak_viewers: number;
                                    };
                                    conversions: number;
                                    clicks_by_country: {
                                        country: string;
                                        clicks: number;
                                    }[];
                                    twitch_stream_time_by_game: {
                                        game: string;
                                        hours: number;
                                    }[];
                                    youtube_stream_time_by_game: {
                                        game: string;
                                        hours: number;
                                    }[];
                                    fullscreen_video: {
                                        plays: number;
                                        impressions: number;
                                    };
                                    impressions: number;
                                    live_graphic_impressions: {
                                        key: string;
                                        component_id: number;
                                        impressions: number;
                                    }[];
                                    verified_conversions: number;
                                    unverified_conversions: number;
                                };
                            };
                            /** @description Keyed by username */
                            "07"?: {
                                [key: string]: {
                                    clicks_by_type: {
                                        banner_graphic_clicks: number;
                                        twitch_chatbot_clicks: number;
                                        twitch_command_clicks: number;
                                        twitter_clicks: number;
                                        live_graphic_clicks: number;
                                        custom_link_clicks: number;
                                    };
                                    twitch_viewership: {
                                        viewable_minutes: number;
                                        broadcasts: number;
                                        average_viewers: number;
                                        peak_viewers: number;
                                    };
                                    youtube_viewership: {
                                        viewable_minutes: number;
                                        broadcasts: number;
                                        average_viewers: number;
                                        peak_viewers: number;
                                    };
                                    conversions: number;
                                    clicks_by_country: {
                                        country: string;
                                        clicks: number;
                                    }[];
                                    twitch_stream_time_by_game: {
                                        game: string;
                                        hours: number;
                                    }[];
                                    youtube_stream_time_by_game: {
                                        game: string;
                                        hours: number;
                                    }[];
                                    fullscreen_video: {
                                        plays: number;
                                        impressions: number;
                                    };
                                    impressions: number;
                                    live_graphic_impressions: {
                                        key: string;
                                        component_id: number;
                                        impressions: number;
                                    }[];
                                    verified_conversions: number;
                                    unverified_conversions: number;
                                };
                            };
                            /** @description Keyed by username */
                            all?: {
                                [key: string]: {
                                    clicks_by_type: {
                                        banner_graphic_clicks: number;
                                        twitch_chatbot_clicks: number;
                                        twitch_command_clicks: number;
                                        twitter_clicks: number;
                                        live_graphic_clicks: number;
                                        custom_link_clicks: number;
                                    };
                                    twitch_viewership: {
                                        viewable_minutes: number;
                                        broadcasts: number;
                                        average_viewers: number;
                                        peak_viewers: number;
                                    };
                                    youtube_viewership: {
                                        viewable_minutes: number;
                                        broadcasts: number;
                                        average_viewers: number;
                                        peak_viewers: number;
                                    };
                                    conversions: number;
                                    clicks_by_country: {
                                        country: string;
                                        clicks: number;
                                    }[];
                                    twitch_stream_time_by_game: {
                                        game: string;
                                        hours: number;
                                    }[];
                                    youtube_stream_time_by_game: {
                                        game: string;
                                        hours: number;
                                    }[];
                                    fullscreen_video: {
                                        plays: number;
                                        impressions: number;
                                    };
                                    impressions: number;
                                    live_graphic_impressions: {
                                        key: string;
                                        component_id: number;
                                        impressions: number;
                                    }[];
                                    verified_conversions: number;
                                    unverified_conversions: number;
                                };
                            };
                        };
                        /** @description With range 30 only: each channel's 60-day visits, conversions and viewable minutes, keyed by username */
                        totals_60?: {
                            [key: string]: {
                                visits: number;
                                conversions: number;
                                viewable_minutes: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listFeaturedCampaigns: {
        parameters: {
            query: {
                campaign: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description Username */
                        broadcaster: string;
                        /** @description Campaign slug */
                        campaign: string;
                        /** Format: date-time */
                        start_time: string;
                        /** Format: date-time */
                        end_time: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    createFeaturedCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster?: string;
                    campaign: string;
                    start_time?: string;
                    end_time?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description Username */
                        broadcaster: string;
                        /** @description Campaign slug */
                        campaign: string;
                        /** Format: date-time */
                        start_time: string;
                        /** Format: date-time */
                        end_time: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    deleteFeaturedCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    updateFeaturedCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    start_time?: string;
                    end_time?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description Username */
                        broadcaster: string;
                        /** @description Campaign slug */
                        campaign: string;
                        /** Format: date-time */
                        start_time: string;
                        /** Format: date-time */
                        end_time: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignClickMetrics: {
        parameters: {
            query: {
                campaign: string;
                /** @description First UTC day YYYY-MM-DD (clamped to the campaign start) */
                date_from?: string;
                /** @description Last UTC day YYYY-MM-DD (clamped to the campaign end and today) */
                date_to?: string;
                /** @description Comma-separated usernames */
                broadcasters?: string;
                /** @description Comma-separated label ids of this campaign (instead of broadcasters) */
                groups?: string;
                /** @description Comma-separated component type slugs */
                component_types?: string;
                /** @description Unique IPs Only (spec 01 §4) */
                unique?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClickMetrics"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    exportRawClicks: {
        parameters: {
            query: {
                campaign: string;
                /** @description First UTC day YYYY-MM-DD (clamped to the campaign start) */
                date_from?: string;
                /** @description Last UTC day YYYY-MM-DD (clamped to the campaign end and today) */
                date_to?: string;
                /** @description Comma-separated usernames */
                broadcasters?: string;
                /** @description Comma-separated label ids of this campaign (instead of broadcasters) */
                groups?: string;
                /** @description Comma-separated component type slugs */
                component_types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignConversionMetrics: {
        parameters: {
            query: {
                campaign: string;
                /** @description First UTC day YYYY-MM-DD (clamped to the campaign start) */
                date_from?: string;
                /** @description Last UTC day YYYY-MM-DD (clamped to the campaign end and today) */
                date_to?: string;
                /** @description Comma-separated usernames */
                broadcasters?: string;
                /** @description Comma-separated label ids of this campaign (instead of broadcasters) */
                groups?: string;
                /** @description Comma-separated component type slugs */
                component_types?: string;
                /** @description Unique IPs Only (spec 01 §4) */
                unique?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversionMetrics"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignViewershipMetrics: {
        parameters: {
            query: {
                campaign: string;
                /** @description First UTC day YYYY-MM-DD (clamped to the campaign start) */
                date_from?: string;
                /** @description Last UTC day YYYY-MM-DD (clamped to the campaign end and today) */
                date_to?: string;
                /** @description Comma-separated usernames */
                broadcasters?: string;
                /** @description Comma-separated label ids of this campaign (instead of broadcasters) */
                groups?: string;
                /** @description Comma-separated component type slugs */
                component_types?: string;
                /** @description Unique IPs Only (spec 01 §4) */
                unique?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewershipMetrics"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignTwitchViewershipRollup: {
        parameters: {
            query: {
                campaign: string;
                /** @description First UTC day YYYY-MM-DD (clamped to the campaign start) */
                date_from?: string;
                /** @description Last UTC day YYYY-MM-DD (clamped to the campaign end and today) */
                date_to?: string;
                /** @description Comma-separated usernames */
                broadcasters?: string;
                /** @description Comma-separated label ids of this campaign (instead of broadcasters) */
                groups?: string;
                /** @description Comma-separated component type slugs */
                component_types?: string;
                /** @description Unique IPs Only (spec 01 §4) */
                unique?: "true" | "false";
                time_period?: "day";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description UTC day YYYY-MM-DD
                         */
                        day: string;
                        avg_concurrents: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignFullscreenVideoPlays: {
        parameters: {
            query: {
                campaign: string;
                /** @description First UTC day YYYY-MM-DD (clamped to the campaign start) */
                date_from?: string;
                /** @description Last UTC day YYYY-MM-DD (clamped to the campaign end and today) */
                date_to?: string;
                /** @description Comma-separated usernames */
                broadcasters?: string;
                /** @description Comma-separated label ids of this campaign (instead of broadcasters) */
                groups?: string;
                /** @description Comma-separated component type slugs */
                component_types?: string;
                /** @description Unique IPs Only (spec 01 §4) */
                unique?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoPlayMetrics"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignGameViewership: {
        parameters: {
            query: {
                campaign: string;
                /** @description First UTC day YYYY-MM-DD (clamped to the campaign start) */
                date_from?: string;
                /** @description Last UTC day YYYY-MM-DD (clamped to the campaign end and today) */
                date_to?: string;
                /** @description Comma-separated usernames */
                broadcasters?: string;
                /** @description Comma-separated label ids of this campaign (instead of broadcasters) */
                groups?: string;
                /** @description Comma-separated component type slugs */
                component_types?: string;
                /** @description Unique IPs Only (spec 01 §4) */
                unique?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        game: string;
                        hours: number;
                        viewable_minutes: number;
                        average_viewers: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignSocialMetrics: {
        parameters: {
            query: {
                campaign: string;
                /** @description First UTC day YYYY-MM-DD (clamped to the campaign start) */
                date_from?: string;
                /** @description Last UTC day YYYY-MM-DD (clamped to the campaign end and today) */
                date_to?: string;
                /** @description Comma-separated usernames */
                broadcasters?: string;
                /** @description Comma-separated label ids of this campaign (instead of broadcasters) */
                groups?: string;
                /** @description Comma-separated component type slugs */
                component_types?: string;
                /** @description Unique IPs Only (spec 01 §4) */
                unique?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialMetrics"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignMetricsSummary: {
        parameters: {
            query: {
                campaign: string;
                /** @description First UTC day YYYY-MM-DD (clamped to the campaign start) */
                date_from?: string;
                /** @description Last UTC day YYYY-MM-DD (clamped to the campaign end and today) */
                date_to?: string;
                /** @description Comma-separated usernames */
                broadcasters?: string;
                /** @description Comma-separated label ids of this campaign (instead of broadcasters) */
                groups?: string;
                /** @description Comma-separated component type slugs */
                component_types?: string;
                /** @description Unique IPs Only (spec 01 §4) */
                unique?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricsSummary"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignLive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        at: string;
                        clicks: number;
                        conversions: number;
                        buckets: {
                            /** Format: date-time */
                            start: string;
                            clicks: number;
                            conversions: number;
                        }[];
                        channels: number;
                        live_channels: number;
                        viewers: number;
                        streams: {
                            username: string;
                            /** @enum {string} */
                            platform: "twitch" | "youtube";
                            viewers: number;
                            game: string | null;
                            /** Format: date-time */
                            started_at: string | null;
                            showing: {
                                component_id: number | null;
                                name: string | null;
                                image: string | null;
                                /** Format: date-time */
                                started_at: string;
                                seconds: number;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    campaignLiveEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `snapshot` and `revoked` events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    broadcasterLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        at: string;
                        clicks: number;
                        conversions: number;
                        buckets: {
                            /** Format: date-time */
                            start: string;
                            clicks: number;
                            conversions: number;
                        }[];
                        live: boolean;
                        viewers: number;
                        streams: {
                            username: string;
                            /** @enum {string} */
                            platform: "twitch" | "youtube";
                            viewers: number;
                            game: string | null;
                            /** Format: date-time */
                            started_at: string | null;
                            showing: {
                                component_id: number | null;
                                name: string | null;
                                image: string | null;
                                /** Format: date-time */
                                started_at: string;
                                seconds: number;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    broadcasterLiveEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `snapshot` and `revoked` events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readTrafficQuality: {
        parameters: {
            query: {
                campaign: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaign: string;
                        totals: {
                            /** @description Every recorded click: counted + bots + prefetches + repeats. */
                            clicks: number;
                            bots: number;
                            prefetches: number;
                            repeats: number;
                            counted: number;
                            /** @description Counted clicks held in an open flag: left out of payouts until the flag is dismissed. */
                            flagged: number;
                            conversions: number;
                            verified_conversions: number;
                            unverified_conversions: number;
                        };
                        channels: {
                            broadcaster: string;
                            /** @description Every recorded click: counted + bots + prefetches + repeats. */
                            clicks: number;
                            bots: number;
                            prefetches: number;
                            repeats: number;
                            counted: number;
                            /** @description Counted clicks held in an open flag: left out of payouts until the flag is dismissed. */
                            flagged: number;
                            conversions: number;
                            verified_conversions: number;
                            unverified_conversions: number;
                        }[];
                        flags: {
                            id: number;
                            /** @enum {string} */
                            kind: "click-rate" | "dominant-address" | "dominant-agent" | "offline-clicks";
                            broadcaster: string;
                            /** @description The dominating address or user agent; '' for the other kinds. */
                            subject: string;
                            reason: string;
                            /** @enum {string} */
                            status: "open" | "dismissed";
                            /** @description The counted clicks the flag covers. */
                            clicks: number;
                            /** Format: date-time */
                            first_click: string | null;
                            /** Format: date-time */
                            last_click: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            /** Format: date-time */
                            dismissed_at: string | null;
                            dismissed_by: string | null;
                            dismissal_note: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    dismissTrafficFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "click-rate" | "dominant-address" | "dominant-agent" | "offline-clicks";
                        broadcaster: string;
                        /** @description The dominating address or user agent; '' for the other kinds. */
                        subject: string;
                        reason: string;
                        /** @enum {string} */
                        status: "open" | "dismissed";
                        /** @description The counted clicks the flag covers. */
                        clicks: number;
                        /** Format: date-time */
                        first_click: string | null;
                        /** Format: date-time */
                        last_click: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** Format: date-time */
                        dismissed_at: string | null;
                        dismissed_by: string | null;
                        dismissal_note: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listActivity: {
        parameters: {
            query?: {
                /** @description A team id (a team outside your teams selects nothing) */
                team?: string;
                /** @description A campaign's slug */
                campaign?: string;
                /** @description The user id of the manager who acted */
                person?: string;
                /** @description The area acted in */
                kind?: "team" | "squad" | "campaign" | "manager" | "component" | "compliance" | "webhook" | "report" | "feature" | "payouts";
                /** @description First UTC day, YYYY-MM-DD */
                date_from?: string;
                /** @description Last UTC day, YYYY-MM-DD (included) */
                date_to?: string;
                /** @description The previous page's `next` */
                cursor?: string;
                /** @description Entries per page, 1-200 (50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            /** Format: date-time */
                            created: string;
                            /** @description Who acted, with the email they had then */
                            actor: {
                                id: number;
                                email: string;
                            };
                            /** @enum {string} */
                            kind: "team" | "squad" | "campaign" | "manager" | "component" | "compliance" | "webhook" | "report" | "feature" | "payouts";
                            /** @description What was done, snake case (created, updated, secret_rotated...) */
                            action: string;
                            /** @description The team it concerns; null for an entry about several teams or none */
                            team: {
                                id: number;
                                name: string;
                            } | null;
                            /** @description The campaign it concerns, with the name it had then */
                            campaign: {
                                id: number;
                                name: string;
                            } | null;
                            /** @description What was acted on, as a person reads it */
                            subject: string;
                            /** @description Each changed field before and after, as text; a secret reads [secret], never its value */
                            changes: {
                                field: string;
                                before: string | null;
                                after: string | null;
                            }[];
                        }[];
                        /** @description The cursor of the next (older) page; null on the last */
                        next: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    exportActivity: {
        parameters: {
            query?: {
                /** @description A team id (a team outside your teams selects nothing) */
                team?: string;
                /** @description A campaign's slug */
                campaign?: string;
                /** @description The user id of the manager who acted */
                person?: string;
                /** @description The area acted in */
                kind?: "team" | "squad" | "campaign" | "manager" | "component" | "compliance" | "webhook" | "report" | "feature" | "payouts";
                /** @description First UTC day, YYYY-MM-DD */
                date_from?: string;
                /** @description Last UTC day, YYYY-MM-DD (included) */
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listPayoutStatements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            year: number;
                            month: number;
                            /** @enum {string} */
                            status: "open" | "closed";
                            /** Format: date-time */
                            closed_at: string | null;
                            /**
                             * Format: date
                             * @description The 5th of the next month (UTC), when the month closes
                             */
                            closes_on: string;
                            /** @description US cents */
                            total_cents: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readPayoutStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: string;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        month: number;
                        /** @enum {string} */
                        status: "open" | "closed";
                        /** Format: date-time */
                        closed_at: string | null;
                        /**
                         * Format: date
                         * @description The 5th of the next month (UTC), when the month closes
                         */
                        closes_on: string;
                        /** @enum {string} */
                        currency: "USD";
                        fee_schedule: {
                            /** @description US cents */
                            per_thousand_viewable_minutes_cents: number;
                            /** @description US cents */
                            per_click_cents: number;
                            /** @description US cents */
                            per_verified_conversion_cents: number;
                        };
                        figures: {
                            viewable_minutes: number;
                            counted_clicks: number;
                            /** @description Counted clicks held in an open traffic flag: not paid */
                            held_clicks: number;
                            payable_clicks: number;
                            verified_conversions: number;
                            /** @description Shown, never paid */
                            unverified_conversions: number;
                        };
                        lines: {
                            /** @enum {string} */
                            kind: "viewable_minutes" | "clicks" | "conversions" | "correction" | "adjustment" | "carried_forward" | "carried_over";
                            description: string;
                            quantity: number | null;
                            /** @description Per 1,000 minutes for viewable minutes, else per unit */
                            rate_cents: number | null;
                            /** @description US cents */
                            amount_cents: number;
                            /** @description An adjustment's reason */
                            reason: string | null;
                            /** @description The month a correction corrects, or a carried line comes from or goes to */
                            refers_to: {
                                year: number;
                                month: number;
                            } | null;
                        }[];
                        /** @description Lines 1-3: viewable minutes, clicks, conversions */
                        earnings_cents: number;
                        /** @description Corrections, adjustments and carried lines */
                        adjustments_cents: number;
                        /** @description The sum of the lines, never below zero */
                        total_cents: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    downloadPayoutStatementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: string;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listPayoutMonths: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            year: number;
                            month: number;
                            /** Format: date-time */
                            closed_at: string;
                            statements: number;
                            /** @description US cents */
                            total_cents: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readPayoutMonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: string;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        month: number;
                        /** Format: date-time */
                        closed_at: string;
                        /** @description The sum of the statements */
                        total_cents: number;
                        statements: {
                            broadcaster: {
                                id: number;
                                username: string;
                            };
                            viewable_minutes: number;
                            payable_clicks: number;
                            verified_conversions: number;
                            /** @description US cents */
                            earnings_cents: number;
                            /** @description US cents */
                            adjustments_cents: number;
                            /** @description US cents */
                            total_cents: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    readBroadcasterPayoutStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: string;
                month: string;
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        month: number;
                        /** @enum {string} */
                        status: "open" | "closed";
                        /** Format: date-time */
                        closed_at: string | null;
                        /**
                         * Format: date
                         * @description The 5th of the next month (UTC), when the month closes
                         */
                        closes_on: string;
                        /** @enum {string} */
                        currency: "USD";
                        fee_schedule: {
                            /** @description US cents */
                            per_thousand_viewable_minutes_cents: number;
                            /** @description US cents */
                            per_click_cents: number;
                            /** @description US cents */
                            per_verified_conversion_cents: number;
                        };
                        figures: {
                            viewable_minutes: number;
                            counted_clicks: number;
                            /** @description Counted clicks held in an open traffic flag: not paid */
                            held_clicks: number;
                            payable_clicks: number;
                            verified_conversions: number;
                            /** @description Shown, never paid */
                            unverified_conversions: number;
                        };
                        lines: {
                            /** @enum {string} */
                            kind: "viewable_minutes" | "clicks" | "conversions" | "correction" | "adjustment" | "carried_forward" | "carried_over";
                            description: string;
                            quantity: number | null;
                            /** @description Per 1,000 minutes for viewable minutes, else per unit */
                            rate_cents: number | null;
                            /** @description US cents */
                            amount_cents: number;
                            /** @description An adjustment's reason */
                            reason: string | null;
                            /** @description The month a correction corrects, or a carried line comes from or goes to */
                            refers_to: {
                                year: number;
                                month: number;
                            } | null;
                        }[];
                        /** @description Lines 1-3: viewable minutes, clicks, conversions */
                        earnings_cents: number;
                        /** @description Corrections, adjustments and carried lines */
                        adjustments_cents: number;
                        /** @description The sum of the lines, never below zero */
                        total_cents: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    downloadBroadcasterPayoutStatementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: string;
                month: string;
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    exportPayoutMonth: {
        parameters: {
            query: {
                file_format: "csv" | "xlsx";
            };
            header?: never;
            path: {
                year: string;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV or Excel */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    listPayoutAdjustments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            broadcaster: {
                                id: number;
                                username: string;
                            };
                            /** @description US cents */
                            amount_cents: number;
                            reason: string;
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                id: number | null;
                                email: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    createPayoutAdjustment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    broadcaster?: string;
                    amount_cents?: number | null;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        broadcaster: {
                            id: number;
                            username: string;
                        };
                        /** @description US cents */
                        amount_cents: number;
                        reason: string;
                        /** Format: date-time */
                        created_at: string;
                        created_by: {
                            id: number | null;
                            email: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    deletePayoutAdjustment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    reportOverlayDisplay: {
        parameters: {
            query?: {
                key?: string;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    component: number;
                    version: number;
                    /** Format: date-time */
                    started_at: string;
                    seconds: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        impressions: number;
                        viewers: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    reportOverlayVideoPlay: {
        parameters: {
            query?: {
                key?: string;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    trigger: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        viewers: number;
                        impressions: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    reportOverlayTestPatternShown: {
        parameters: {
            query?: {
                key?: string;
            };
            header?: never;
            path: {
                username: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        shown_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    overlayPendingRequests: {
        parameters: {
            query?: {
                key?: string;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        videos: {
                            id: number;
                            component_id: number;
                            campaign_id: number;
                            video_file: string | null;
                            youtube_url: string | null;
                            /** Format: date-time */
                            requested_at: string;
                        }[];
                        test_patterns: {
                            id: number;
                            /** @enum {string} */
                            size: "1920x1080" | "1600x900" | "1280x720";
                            /** Format: date-time */
                            requested_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    followTrackedLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the target with advref=<key> (and the campaign’s UTM parameters). */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown or inactive key: an HTML page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The click could not be stored: an HTML page asking to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
}
