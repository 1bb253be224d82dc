/** The oldest major version of Node.js Leadgen runs on. */
export declare const NODE_MAJOR_NEEDED: number;
/** Why Leadgen cannot run on Node.js `version` ('20.20.2'), in one line; null when it can. */
export declare function nodeVersionProblem(version: string): string | null;
