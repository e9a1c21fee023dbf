package in.drishti.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
