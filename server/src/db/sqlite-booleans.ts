import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PrimitiveValueListNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/** better-sqlite3 refuses to bind booleans: store them as 1/0, the way SQLite itself does. */
class BooleanToIntegerTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = node.value;
    return typeof value === 'boolean' ? { ...node, value: value ? 1 : 0 } : node;
  }

  // Multi-row inserts carry their values as plain lists rather than value nodes.
  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    const values = node.values.map((value) =>
      typeof value === 'boolean' ? (value ? 1 : 0) : value,
    );
    return { ...node, values };
  }
}

export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToIntegerTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
