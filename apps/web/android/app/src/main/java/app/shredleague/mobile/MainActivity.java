package app.shredleague.mobile;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
