/**
 * Types for the parts of iyzipay@2.0.69 this product calls (Checkout Form initialize and
 * retrieve). @types/iyzipay is wrong for these calls (docs/research/payments-sdks.md §2: LOCALE
 * typed upper-case, no paymentPageUrl, the 3DS request type for the Checkout Form), so it is not
 * used. The SDK is callback-only; its methods must be called on their resource object.
 */
declare module 'iyzipay' {
  namespace Iyzipay {
    interface Config {
      apiKey: string;
      secretKey: string;
      /** Base address, e.g. https://sandbox-api.iyzipay.com (trailing slashes are dropped). */
      uri: string;
    }

    /** An API error: iyzico answers it in the body (`err` is only a transport error). */
    interface FailureResult {
      status: 'failure';
      errorCode?: string;
      errorMessage?: string;
      errorGroup?: string;
      locale?: string;
      systemTime?: number;
      conversationId?: string;
    }

    interface Address {
      contactName: string;
      city: string;
      country: string;
      address: string;
      zipCode?: string;
    }

    interface Buyer {
      id: string;
      name: string;
      surname: string;
      /** T.C. kimlik no (11 digits) or a passport number. */
      identityNumber: string;
      email: string;
      gsmNumber?: string;
      /** `YYYY-MM-DD HH:mm:ss`. */
      registrationDate?: string;
      lastLoginDate?: string;
      registrationAddress: string;
      city: string;
      country: string;
      zipCode?: string;
      ip: string;
    }

    interface BasketItem {
      id: string;
      name: string;
      category1: string;
      category2?: string;
      itemType: 'PHYSICAL' | 'VIRTUAL';
      /** Decimal major units ("420.0"); the items must add up to the request's `price`. */
      price: string | number;
    }

    interface CheckoutFormInitializeRequest {
      locale?: 'tr' | 'en';
      conversationId?: string;
      /** Decimal major units ("420.0"), sent through the SDK's formatPrice. */
      price: string | number;
      paidPrice: string | number;
      currency: string;
      basketId?: string;
      paymentGroup?: 'PRODUCT' | 'LISTING' | 'SUBSCRIPTION';
      callbackUrl: string;
      enabledInstallments?: number[];
      buyer: Buyer;
      billingAddress: Address;
      shippingAddress?: Address;
      basketItems: BasketItem[];
      forceThreeDS?: number;
      cardUserKey?: string;
      posOrderId?: string;
      paymentSource?: string;
    }

    interface CheckoutFormInitializeResult {
      status: 'success';
      locale?: string;
      systemTime?: number;
      conversationId?: string;
      token: string;
      /** Seconds the token stays valid. */
      tokenExpireTime: number;
      checkoutFormContent: string;
      /** The hosted payment page to send the browser to. */
      paymentPageUrl: string;
      /** hex HMAC-SHA256(secretKey, `${conversationId}:${token}`). */
      signature?: string;
    }

    interface CheckoutFormRetrieveRequest {
      locale?: 'tr' | 'en';
      conversationId?: string;
      token: string;
    }

    interface CheckoutFormRetrieveResult {
      status: 'success';
      locale?: string;
      systemTime?: number;
      conversationId?: string;
      token: string;
      /** SUCCESS, FAILURE, INIT_THREEDS, CALLBACK_THREEDS, … */
      paymentStatus: string;
      paymentId?: string;
      /** Decimal major units, as JSON numbers. */
      price?: number;
      paidPrice?: number;
      currency?: string;
      installment?: number;
      basketId?: string;
      /** 1 accepted, 0 under review, -1 rejected. */
      fraudStatus?: number;
      callbackUrl?: string;
      errorCode?: string;
      errorMessage?: string;
      /** hex HMAC-SHA256 over paymentStatus:paymentId:currency:basketId:conversationId:paidPrice:price:token. */
      signature?: string;
    }

    type Callback<T> = (err: Error | null, result: T | FailureResult) => void;
  }

  class Iyzipay {
    constructor(config: Iyzipay.Config);
    checkoutFormInitialize: {
      create(
        request: Iyzipay.CheckoutFormInitializeRequest,
        cb: Iyzipay.Callback<Iyzipay.CheckoutFormInitializeResult>,
      ): void;
    };
    checkoutForm: {
      retrieve(
        request: Iyzipay.CheckoutFormRetrieveRequest,
        cb: Iyzipay.Callback<Iyzipay.CheckoutFormRetrieveResult>,
      ): void;
    };
    static LOCALE: { TR: 'tr'; EN: 'en' };
    static PAYMENT_GROUP: { PRODUCT: 'PRODUCT'; LISTING: 'LISTING'; SUBSCRIPTION: 'SUBSCRIPTION' };
    static BASKET_ITEM_TYPE: { PHYSICAL: 'PHYSICAL'; VIRTUAL: 'VIRTUAL' };
  }

  export = Iyzipay;
}
