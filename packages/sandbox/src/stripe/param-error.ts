/** A request Stripe would refuse: the 400 `invalid_request_error` it answers. */
export interface ParamError {
  message: string;
  param?: string;
  code?: string;
}
