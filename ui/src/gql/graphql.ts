/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type PricingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PricingsQuery = { pricings: { edges: Array<{ node: { id: string, uuid: string, name: string, price: number, priceIncl: number, jobOfferAdsAmount: number, description: string, isPack: boolean, displayGroup: number } }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const PricingsDocument = new TypedDocumentString(`
    query Pricings {
  pricings(first: 30) {
    edges {
      node {
        id
        uuid
        name
        price
        priceIncl
        jobOfferAdsAmount
        description
        isPack
        displayGroup
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PricingsQuery, PricingsQueryVariables>;