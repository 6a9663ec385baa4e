import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What "Send test notification" did' })
export class TestNotificationPayload {
  @Field(() => Int, { description: 'How many devices it was sent to' })
  devices: number;

  @Field({ description: 'Whether every push service took it at the first try' })
  sent: boolean;

  @Field(() => String, { nullable: true, description: 'Why one did not; it is retried' })
  error?: string;
}
