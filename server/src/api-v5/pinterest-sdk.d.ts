// The parts of npm "pinterest-sdk" (a JavaScript client generated from Pinterest's v5
// OpenAPI document, shipped without types) that real-client.test.ts uses.
declare module "pinterest-sdk" {
  // The data is whatever the client deserialised: the test says what it expects.
  // biome-ignore lint/suspicious/noExplicitAny: untyped third-party callbacks
  type Done = (error: unknown, data: any) => void;
  class ApiClient {
    constructor(basePath?: string);
    defaultHeaders: Record<string, string>;
    authentications: { pinterest_oauth2: { accessToken?: string } };
  }
  class BoardsApi {
    constructor(client: ApiClient);
    boardsCreate(board: object, done: Done): void;
    boardsList(opts: { pageSize?: number; bookmark?: string; privacy?: string }, done: Done): void;
    boardsListPins(boardId: string, opts: { pageSize?: number; bookmark?: string }, done: Done): void;
  }
  class PinsApi {
    constructor(client: ApiClient);
    pinsCreate(pin: object, done: Done): void;
    pinsGet(pinId: string, opts: object, done: Done): void;
    pinsDelete(pinId: string, done: Done): void;
  }
  class UserAccountApi {
    constructor(client: ApiClient);
    userAccountGet(opts: object, done: Done): void;
  }
  const sdk: {
    ApiClient: typeof ApiClient;
    BoardsApi: typeof BoardsApi;
    PinsApi: typeof PinsApi;
    UserAccountApi: typeof UserAccountApi;
  };
  export default sdk;
}
