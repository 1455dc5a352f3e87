// POST {site}/api/token: the site's access token, asked for with the brand key (spec section 7).
import type { HttpTransport } from './http-transport';
import type { TokenApiPort, TokenRequest, TokenResponse } from '@tavola/core/ports';

export class AxiosTokenApi implements TokenApiPort {
  constructor(
    private readonly http: HttpTransport,
    /** Path of the token call on the client's base address. */
    private readonly path = '/api/token',
  ) {}

  async requestToken(request: TokenRequest): Promise<TokenResponse> {
    // Failures throw: the access-token use-case turns them into its typed TokenRequestError.
    const response = await this.http.post(this.path, { clearCache: request.clearCache });
    const accessToken = (response.data as { accessToken?: unknown } | null)?.accessToken;
    if (response.status !== 200 || typeof accessToken !== 'string' || accessToken === '') {
      throw new Error(`The token call answered ${response.status} without a token`);
    }
    return { accessToken };
  }
}
