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
        /** The campaigns the signed-in user may see */
        get: operations["listCampaigns"];
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
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: never;
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
                    "application/json": {
                        key: string;
                        user: {
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
                            profile: {
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
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
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
                        profile: {
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
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
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
                        profile: {
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
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                        key: string;
                        user: {
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
                            profile: {
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
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    listCampaigns: {
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
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        key: string;
                        user: {
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
                            profile: {
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
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        key: string;
                        user: {
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
                            profile: {
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
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
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
                        profile: {
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
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
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
                    "application/json": {
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
                        profile: {
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
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
}
