import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { authStrings as s } from '../strings.ts';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

export function AuthTabs() {
  return (
    <Card>
      <CardContent>
        <Tabs defaultValue="login">
          <TabsList aria-label={s.accessTabs}>
            <TabsTrigger value="login">{s.loginTab}</TabsTrigger>
            <TabsTrigger value="signup">{s.signupTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <h2 className="mb-4 text-lg font-semibold">{s.loginHeading}</h2>
            <LoginForm />
          </TabsContent>
          <TabsContent value="signup">
            <h2 className="mb-4 text-lg font-semibold">{s.signupHeading}</h2>
            <SignupForm />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
